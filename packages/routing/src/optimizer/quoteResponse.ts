// The route part of the quote response (spec 01 §3 "Quote response", §7.1): one list of hops per
// route, each hop a v3 pool or a v2 pair with the state it was quoted at and its amounts. Numbers
// are decimal strings so the shape is JSON-safe; token metadata is the caller's to add.
import type { Address } from '../graph/types.ts'
import type { Trade } from './trade.ts'

export interface V3PoolHop {
  type: 'v3-pool'
  address: Address
  tokenIn: Address
  tokenOut: Address
  fee: string
  sqrtRatioX96: string
  liquidity: string
  tickCurrent: string
  amountIn: string
  amountOut: string
}

export interface V2PairHop {
  type: 'v2-pool'
  address: Address
  tokenIn: Address
  tokenOut: Address
  reserve0: string
  reserve1: string
  amountIn: string
  amountOut: string
}

export type QuoteRouteHop = V3PoolHop | V2PairHop

export function toQuoteRoute(trade: Trade): QuoteRouteHop[][] {
  return trade.routes.map((r) =>
    r.hops.map((hop): QuoteRouteHop => {
      const common = {
        address: hop.pool.address,
        tokenIn: hop.tokenIn,
        tokenOut: hop.tokenOut,
        amountIn: hop.amountIn.toString(),
        amountOut: hop.amountOut.toString(),
      }
      const pool = hop.pool
      if (pool.protocol === 'v2') {
        return {
          type: 'v2-pool',
          ...common,
          reserve0: pool.reserve0.toString(),
          reserve1: pool.reserve1.toString(),
        }
      }
      return {
        type: 'v3-pool',
        ...common,
        fee: String(pool.fee),
        sqrtRatioX96: pool.sqrtPriceX96.toString(),
        liquidity: pool.liquidity.toString(),
        tickCurrent: String(pool.tick),
      }
    }),
  )
}
