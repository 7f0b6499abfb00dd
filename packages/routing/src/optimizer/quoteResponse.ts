// The route part of the quote response (spec 01 §3 "Quote response", §7.1): one list of hops per
// route, each hop a v4 or v3 pool or a v2 pair with the state it was quoted at and its amounts. Numbers
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

/**
 * A v4 pool (issue 31): its PoolKey (what the Universal Router's V4_SWAP names it by) and its
 * state. `address` is the PoolId; the currencies are the PoolManager's (0x0: the native coin),
 * while `tokenIn`/`tokenOut` are the route's tokens (the native coin as its wrapped token).
 */
export interface V4PoolHop {
  type: 'v4-pool'
  address: Address
  tokenIn: Address
  tokenOut: Address
  currency0: Address
  currency1: Address
  /** The PoolKey's fee (0x800000: dynamic). */
  fee: string
  /** The fee this swap pays (slot0's lpFee). */
  lpFee: string
  tickSpacing: string
  hooks: Address
  sqrtRatioX96: string
  liquidity: string
  tickCurrent: string
  amountIn: string
  amountOut: string
}

export type QuoteRouteHop = V3PoolHop | V2PairHop | V4PoolHop

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
      const state = {
        sqrtRatioX96: pool.sqrtPriceX96.toString(),
        liquidity: pool.liquidity.toString(),
        tickCurrent: String(pool.tick),
      }
      if (pool.protocol === 'v4') {
        return {
          type: 'v4-pool',
          ...common,
          currency0: pool.currency0,
          currency1: pool.currency1,
          fee: String(pool.keyFee),
          lpFee: String(pool.fee),
          tickSpacing: String(pool.tickSpacing),
          hooks: pool.hooks,
          ...state,
        }
      }
      return {
        type: 'v3-pool',
        ...common,
        fee: String(pool.fee),
        ...state,
      }
    }),
  )
}
