// Exact quotes of one route on the snapshot, hop by hop, as QuoterV2 would give them: exact
// input runs forward, exact output backward from the last pool (that is also the order in
// which SwapRouter's exactOutput executes the pools).
import { InvalidInputError } from '../errors.ts'
import { hopExactIn, hopExactOut } from './hop.ts'
import type { Route } from './routes.ts'
import type { Address, Pool } from './types.ts'

export interface HopQuote {
  pool: Pool
  tokenIn: Address
  tokenOut: Address
  amountIn: bigint
  amountOut: bigint
  initializedTicksCrossed: number
}

export interface RouteQuote {
  route: Route
  amountIn: bigint
  amountOut: bigint
  hops: HopQuote[]
}

function tokensAt(route: Route, i: number): [Address, Address] {
  const tokenIn = route.path[i]
  const tokenOut = route.path[i + 1]
  if (tokenIn === undefined || tokenOut === undefined)
    throw new InvalidInputError('route path is shorter than its pools')
  return [tokenIn, tokenOut]
}

/** Throws InsufficientLiquidityError or InvalidInputError where the chain would revert. */
export function quoteRouteExactIn(route: Route, amountIn: bigint): RouteQuote {
  const hops: HopQuote[] = []
  let amount = amountIn
  route.pools.forEach((pool, i) => {
    const [tokenIn, tokenOut] = tokensAt(route, i)
    const hop = hopExactIn(pool, tokenIn, amount)
    hops.push({ pool, tokenIn, tokenOut, ...hop })
    amount = hop.amountOut
  })
  return { route, amountIn, amountOut: amount, hops }
}

export function quoteRouteExactOut(route: Route, amountOut: bigint): RouteQuote {
  const hops: HopQuote[] = []
  let amount = amountOut
  for (let i = route.pools.length - 1; i >= 0; i--) {
    const pool = route.pools[i]
    if (pool === undefined) continue
    const [tokenIn, tokenOut] = tokensAt(route, i)
    const hop = hopExactOut(pool, tokenIn, amount)
    hops.unshift({ pool, tokenIn, tokenOut, ...hop })
    amount = hop.amountIn
  }
  return { route, amountIn: amount, amountOut, hops }
}
