// Which networks of the selector can work in this run, and why not (issue 12 #11: on the local
// replica the public networks were offered to the Local test wallet, which cannot use them, and
// nothing said so).
import type { ChainInfo } from '../../../chain/chains'

export type NetworkNote =
  /** Disabled: the Local test wallet signs only on the devnet's chains (connectors/localWallet). */
  | 'localWalletOnly'
  /** Disabled: nothing to read the chain with (no VITE_RPC_URL_<id>, no wallet; chain/rpc.ts). */
  | 'noRpc'
  /** Offered, with a warning: a public chain while the app runs on the local replica. */
  | 'publicOnReplica'

export interface NetworkNoteParameters {
  chain: ChainInfo
  /** The Local test wallet is the connected wallet. */
  localWallet: boolean
  /** Any wallet is connected (it can read a chain it is on: chain/transports.ts). */
  walletConnected: boolean
  /** The app runs with the devnet (its manifest loaded). */
  onReplica: boolean
}

export interface NetworkNoteResult {
  note: NetworkNote
  disabled: boolean
}

/** The note for one row of the selector, or null when nothing needs saying. */
export function networkNote({
  chain,
  localWallet,
  walletConnected,
  onReplica,
}: NetworkNoteParameters): NetworkNoteResult | null {
  if (chain.isLocal) return null
  if (localWallet) return { note: 'localWalletOnly', disabled: true }
  if (!walletConnected && chain.rpcUrls.length === 0) return { note: 'noRpc', disabled: true }
  if (onReplica && !walletConnected) return { note: 'publicOnReplica', disabled: false }
  return null
}
