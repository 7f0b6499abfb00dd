import type { ChainInfo } from '../../../chain/chains'
import { isNative } from '../currency'
import type { TokenInfo } from '../types'
import { type AssetChainName, tokenLogoUrls } from './logo'

const ASSET_CHAINS: Partial<Record<ChainInfo['family'], AssetChainName>> = {
  ethereum: 'ethereum',
  arbitrum: 'arbitrum',
  optimism: 'optimism',
}

/** Logo URLs of a picker entry: the chain logo for the native currency, else tokenLogoUrls. */
export function pickerLogoUrls(token: TokenInfo, chain: ChainInfo): string[] {
  if (isNative(token)) return [chain.logoUrl]
  const assetChain = chain.isLocal ? undefined : ASSET_CHAINS[chain.family]
  return tokenLogoUrls({
    address: token.address,
    ...(token.logoURI ? { logoURI: token.logoURI } : {}),
    ...(assetChain ? { assetChain } : {}),
  })
}
