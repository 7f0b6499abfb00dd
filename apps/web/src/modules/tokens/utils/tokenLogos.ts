import type { ChainInfo } from '../../../chain/chains'
import { isNative } from '../currency'
import type { TokenInfo } from '../types'
import { type AssetChainName, tokenLogoUrls } from './logo'

/**
 * The asset repository's folders by chain id: Ethereum, Arbitrum One and Optimism (spec 01 §7.4).
 * By id, not family (issue 33): Base, Unichain or Zora are OP-stack chains, but their tokens'
 * addresses are not Optimism's, and looking them up in its folder found nothing or another
 * token's logo.
 */
const ASSET_CHAINS: Readonly<Record<number, AssetChainName>> = {
  1: 'ethereum',
  42161: 'arbitrum',
  10: 'optimism',
}

/** Logo URLs of a picker entry: the chain logo for the native currency, else tokenLogoUrls. */
export function pickerLogoUrls(token: TokenInfo, chain: ChainInfo): string[] {
  if (isNative(token)) return [chain.logoUrl]
  const assetChain = chain.isLocal ? undefined : ASSET_CHAINS[chain.id]
  return tokenLogoUrls({
    address: token.address,
    ...(token.logoURI ? { logoURI: token.logoURI } : {}),
    ...(assetChain ? { assetChain } : {}),
  })
}
