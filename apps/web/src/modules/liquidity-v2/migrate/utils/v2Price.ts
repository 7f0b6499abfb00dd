// spec 02 §4 Migrate: the v2 pair's price, token1 per token0 (reserve1 / reserve0), the default
// starting price of a new v3 pool and the "v2 price" line; none while a reserve is empty.
import { Price, type Token } from '@uniswap/sdk-core'

export interface Reserves {
  reserve0: bigint
  reserve1: bigint
}

export function v2PriceOf(
  pair: { token0: Token; token1: Token },
  reserves: Reserves | undefined,
): Price<Token, Token> | undefined {
  if (!reserves || reserves.reserve0 <= 0n || reserves.reserve1 <= 0n) return undefined
  return new Price(
    pair.token0,
    pair.token1,
    reserves.reserve0.toString(),
    reserves.reserve1.toString(),
  )
}
