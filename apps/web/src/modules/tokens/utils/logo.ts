// spec 01 §7.4 Logos and issue 3 "Logos": the list's logoURI (ipfs/ar rewritten to gateways),
// then the chain's asset-repository path (three chains); the UI adds a generated identicon last.
// Logos must never run script: only http(s), content addresses and data:image URIs pass.
import { type Gateways, PUBLIC_GATEWAYS, uriToHttpUrls } from '../../../lib/contentUri'

const SAFE_DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i

/** HTTP(S) candidates for one logoURI; empty for anything unsafe or unknown (javascript:, data:text/html…). */
export function logoUriToHttp(
  uri: string | undefined,
  gateways: Gateways = PUBLIC_GATEWAYS,
): string[] {
  if (!uri) return []
  const value = uri.trim()
  if (SAFE_DATA_IMAGE.test(value)) return [value]
  return uriToHttpUrls(value, gateways)
}

/** The asset repository's folder per chain: mainnet, Arbitrum One and Optimism only. */
export type AssetChainName = 'ethereum' | 'arbitrum' | 'optimism'

export function assetRepositoryLogo(
  address: string,
  chain: AssetChainName | undefined,
): string | undefined {
  if (!chain) return undefined
  return `https://raw.githubusercontent.com/Uniswap/assets/master/blockchains/${chain}/assets/${address}/logo.png`
}

export interface TokenLogoParameters {
  address: string
  logoURI?: string
  assetChain?: AssetChainName
  gateways?: Gateways
}

/** Every logo URL to try, in order, without duplicates. */
export function tokenLogoUrls({
  address,
  logoURI,
  assetChain,
  gateways,
}: TokenLogoParameters): string[] {
  const urls = logoUriToHttp(logoURI, gateways)
  const repo = assetRepositoryLogo(address, assetChain)
  if (repo) urls.push(repo)
  return [...new Set(urls)]
}
