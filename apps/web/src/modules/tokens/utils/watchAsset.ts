// spec 01 §7 item 8 "watchAsset (ERC20 with address, symbol, decimals, image)" and spec 02 §4
// "Transaction dialog … optional add-token-to-wallet": the EIP-747 request the submitted view
// sends for the ERC-20 a transaction delivers, and which wallets are offered it (spec 02 §6
// "Add-to-wallet is offered only for one specific wallet type").
import { logoUriToHttp } from './logo'

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

/** A logo on the local machine (the devnet's logo server): no https there, and nothing to upgrade. */
const LOOPBACK_HTTP = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//i

/**
 * The request's image: the token's logo as an https URL (ipfs and ar through the public gateway,
 * http upgraded), or a loopback http logo as it is; undefined when the token has none (the
 * field is then left out). data: URIs are left out too: EIP-747 asks for a URL.
 */
export function watchAssetImage(logoURI: string | undefined): string | undefined {
  const value = logoURI?.trim()
  if (!value) return undefined
  if (LOOPBACK_HTTP.test(value)) return value
  return logoUriToHttp(value).find((url) => url.startsWith('https://'))
}

export interface WatchableToken {
  address: string
  symbol: string
  decimals: number
  logoURI?: string | undefined
}

export interface WatchAssetRequest {
  type: 'ERC20'
  options: { address: `0x${string}`; symbol: string; decimals: number; image?: string }
}

/** The wallet_watchAsset parameters of `token` (EIP-747). */
export function watchAssetRequest(token: WatchableToken): WatchAssetRequest {
  const image = watchAssetImage(token.logoURI)
  return {
    type: 'ERC20',
    options: {
      address: token.address as `0x${string}`,
      symbol: token.symbol,
      decimals: token.decimals,
      ...(image ? { image } : {}),
    },
  }
}
