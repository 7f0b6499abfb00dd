// spec 02 §6 "Add-to-wallet is offered only for one specific wallet type": which connected
// wallets the transaction-submitted view offers wallet_watchAsset (spec 01 §7 item 8) to.
/** The connector types whose wallets answer wallet_watchAsset (EIP-747):
 * - 'injected': browser-extension wallets found by EIP-6963 (MetaMask, Rabby, Brave…; the
 *   e2e wallet is one) — the reference offered it to the injected MetaMask only;
 * - 'metaMask', 'coinbaseWallet': the SDK connectors of two wallets that implement it.
 * Not offered: the Local test wallet (it refuses every wallet_* request it does not handle
 * itself, chain/connectors/localWalletProvider.ts), Safe (no such request) and WalletConnect
 * (whether the remote wallet implements it is unknown until it fails). */
const WATCH_ASSET_CONNECTOR_TYPES: ReadonlySet<string> = new Set([
  'injected',
  'metaMask',
  'coinbaseWallet',
])

export function offersWatchAsset(connectorType: string | undefined): boolean {
  return connectorType !== undefined && WATCH_ASSET_CONNECTOR_TYPES.has(connectorType)
}
