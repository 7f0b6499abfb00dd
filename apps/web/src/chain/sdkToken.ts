// A currency of the app as the SDK's ERC-20 (spec 02 §3 Pool and V2 pair: token0/token1): a v3
// pool or a v2 pair never holds the native coin, so the native side is the chain's wrapped native
// token. Shared by the v2 and v3 liquidity modules.
import { Token } from '@uniswap/sdk-core'
import type { Address } from 'viem'
import type { ChainInfo } from './chains'

export interface PoolCurrency {
  chainId: number
  address: string
  decimals: number
  symbol: string
  name?: string
}

/** The SDK token a pool holds for `currency`, or undefined (native coin on a chain without WETH). */
export function toPoolToken(currency: PoolCurrency, chain: ChainInfo): Token | undefined {
  if (currency.address === 'ETH') {
    const w = chain.wrappedNative
    return w && new Token(chain.id, w.address, w.decimals, w.symbol, w.name)
  }
  return new Token(
    currency.chainId,
    currency.address as Address,
    currency.decimals,
    currency.symbol,
    currency.name,
  )
}
