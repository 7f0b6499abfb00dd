// The v2-sdk's view of a pair read by the liquidity core (readV2Pairs, spec 02 §3 V2 pair): the
// v2 screens' math (minted liquidity, price, liquidity value) runs on it. It stays with the v2
// feature: the core reads pairs, the v2 screens do their sums.
import { CurrencyAmount, type Token } from '@uniswap/sdk-core'
import { Pair } from '@uniswap/v2-sdk'
import type { V2PairData } from '../../../liquidity'

/**
 * The v2-sdk Pair of `data` (price, getLiquidityMinted, getLiquidityValue) and the supply as an
 * amount of its liquidity token. The SDK derives the liquidity token from Uniswap's own factory,
 * which is wrong for the fork exchange, so the supply is expressed in the SDK's token: the math
 * only needs both to be the same currency.
 */
export function toSdkPair(data: V2PairData): {
  pair: Pair
  totalSupply: CurrencyAmount<Token>
  balance: CurrencyAmount<Token>
} {
  const pair = new Pair(
    CurrencyAmount.fromRawAmount(data.token0, data.reserve0.toString()),
    CurrencyAmount.fromRawAmount(data.token1, data.reserve1.toString()),
  )
  return {
    pair,
    totalSupply: CurrencyAmount.fromRawAmount(pair.liquidityToken, data.totalSupply.toString()),
    balance: CurrencyAmount.fromRawAmount(pair.liquidityToken, data.balance.toString()),
  }
}
