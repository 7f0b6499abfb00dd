// spec 01 §7 item 8 "watchAsset (ERC20 with address, symbol, decimals, image)" and spec 02 §4
// "Transaction dialog … optional add-token-to-wallet": the EIP-747 request the submitted view
// sends for the ERC-20 a transaction delivers (which wallets are offered it: watchAssetWallets.ts).
// Loaded with the click (actions/watchAsset.ts), not with the page.
import { logoUriToHttp } from './logo'

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
