// Exact quotes of one route on the snapshot, hop by hop, as QuoterV2 would give them: exact
// input runs forward, exact output backward from the last pool (that is also the order in
// which SwapRouter's exactOutput executes the pools).
//
// Fee-on-transfer tokens (issue 17, fees/transferFee.ts): every transfer of such a token along
// the route delivers less than was sent. A hop's amountIn is what its pool received, its
// amountOut what the pool sent; the route's amountIn is what the payer sends and its amountOut
// what reaches the recipient.
import { InvalidInputError } from '../errors.ts'
import {
  amountAfterTransferFee,
  FeeOnTransferExactOutputError,
  type TransferFees,
  transferFeeBps,
} from '../fees/transferFee.ts'
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
export function quoteRouteExactIn(route: Route, amountIn: bigint, fees?: TransferFees): RouteQuote {
  const hops: HopQuote[] = []
  let amount = amountIn
  route.pools.forEach((pool, i) => {
    const [tokenIn, tokenOut] = tokensAt(route, i)
    // The transfer into this pool (from the payer or the previous pool) keeps tokenIn's fee.
    const received = amountAfterTransferFee(amount, transferFeeBps(fees, tokenIn))
    if (received === 0n) throw new InvalidInputError('the transfer fee leaves nothing to swap')
    const hop = hopExactIn(pool, tokenIn, received)
    hops.push({ pool, tokenIn, tokenOut, ...hop })
    amount = hop.amountOut
  })
  const last = route.path[route.path.length - 1]
  const amountOut =
    last === undefined ? amount : amountAfterTransferFee(amount, transferFeeBps(fees, last))
  return { route, amountIn, amountOut, hops }
}

/** Refuses a route through a fee token: see FeeOnTransferExactOutputError. */
export function quoteRouteExactOut(
  route: Route,
  amountOut: bigint,
  fees?: TransferFees,
): RouteQuote {
  if (route.path.some((t) => transferFeeBps(fees, t) > 0))
    throw new FeeOnTransferExactOutputError(
      'exact output cannot be quoted through a fee-on-transfer token',
    )
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
