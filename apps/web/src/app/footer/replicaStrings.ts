// Issue 17: the mainnet replica's warning (npm start -- --replica mainnet runs under the real
// chain id). Its own file: the banner loads only on a replica, so its strings stay out of the
// initial bundle.
import { msg } from '@lingui/core/macro'

export const REPLICA_STRINGS = {
  replicaTitle: msg`Local {network} replica: transactions are signed for chain id {chainId} — use only the devnet accounts.`,
  replicaHint: msg`This network is a local node, not the real one, but a signature made here is valid on the real chain too. Never connect a wallet that holds real funds: connect the Local test wallet.`,
}
