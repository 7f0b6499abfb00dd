// How a pair's tokens read on screen (spec 02 §2 v2 list / v2 add): the wrapped native side reads
// as the native coin and its route id is 'ETH', as users add and remove it as ETH (the reference
// interface unwraps it the same way); other tokens keep their symbol and address.
import type { Token } from '@uniswap/sdk-core'
import type { ChainInfo } from '../../../../chain/chains'

export interface PairSide {
  symbol: string
  /** The route's currency id: 'ETH' for the wrapped native token, else the address. */
  id: string
  address: string
  native: boolean
}

export function pairSide(token: Token, chain: ChainInfo): PairSide {
  const native =
    chain.wrappedNative !== undefined &&
    chain.wrappedNative.address.toLowerCase() === token.address.toLowerCase()
  return {
    symbol: native ? chain.nativeCurrency.symbol : (token.symbol ?? '?'),
    id: native ? 'ETH' : token.address,
    address: token.address,
    native,
  }
}
