// User-visible text of the network module, as Lingui descriptors translated at render (`_(…)`).
import { msg } from '@lingui/core/macro'

export const NETWORK_STRINGS = {
  menuLabel: msg`Select a network`,
  local: msg`Local`,
  // Issue 33: twenty networks, searchable and grouped.
  search: msg`Search networks`,
  groupMain: msg`Networks`,
  groupTest: msg`Testnets`,
  noMatch: msg`No network matches “{query}”.`,
  // Issue 12 #11: why a public network cannot work in this run, and what to do.
  noteLocalWalletOnly: msg`Not available with the Local test wallet: it signs only on the local replica. Connect another wallet to use the public networks.`,
  noteNoRpc: msg({
    message:
      'Not available: no RPC is configured for it. Run the app with VITE_RPC_URL_{chainId} set to a real RPC, or connect a wallet on that network.',
  }),
  notePublicOnReplica: msg`Public networks need internet access and a real wallet; the Local test wallet cannot use them.`,
}
