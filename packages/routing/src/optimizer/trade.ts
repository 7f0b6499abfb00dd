// A split trade evaluated exactly: each route quoted on bigint against the same snapshot. The
// routes of a trade never share a pool (select.ts, grid.ts), so each route's amounts are exactly
// what QuoterV2 reports for it alone, whatever order the routes execute in.

import { InvalidInputError } from '../errors.ts'
import { type TransferFees, transferFeeBps } from '../fees/transferFee.ts'
import { type GasPricing, gasCostInQuoteToken, type NativeSides } from '../gas.ts'
import { type HopQuote, quoteRouteExactIn, quoteRouteExactOut } from '../graph/quoteRoute.ts'
import type { Route } from '../graph/routes.ts'
import type { Address } from '../graph/types.ts'
import { l1FeeWei, routeDataGas, transactionDataGas } from '../l1DataFee.ts'
import { type GasRouter, routerGasModel } from '../universalRouterGas.ts'
import type { TradeType } from './waterfill.ts'

export interface TradeRoute {
  route: Route
  /** Share of the specified amount, in percent (display: 2 significant digits, spec 01 §9). */
  percent: number
  amountIn: bigint
  amountOut: bigint
  hops: HopQuote[]
  /**
   * This route's own gas (its router's model: hops by pool type, ticks crossed; gas.ts or
   * universalRouterGas.ts), without the transaction's fixed cost, which the trade carries once.
   */
  gasEstimate: bigint
}

export interface Trade {
  tradeType: TradeType
  tokenIn: Address
  tokenOut: Address
  /** The amount the user fixed: input for exact input, output for exact output. */
  amount: bigint
  /** The computed side: total output for exact input, total input for exact output. */
  quote: bigint
  amountIn: bigint
  amountOut: bigint
  /** Gas units of the whole swap: the transaction's fixed cost plus every route's. */
  gasEstimate: bigint
  /** The router whose gas model `gasEstimate` is (issue 31): the one the search weighed by. */
  gasRouter: GasRouter
  /**
   * Issue 33: the L1 data fee the search charged the trade's calldata (l1DataFee.ts), in wei;
   * 0 on chains without one. An estimate from the routes' shape: the swap screen reads the
   * chain's fee for the very transaction.
   */
  l1FeeWei: bigint
  /** The gas cost, with the L1 data fee where charged, in the quote token. */
  gasCostInQuoteToken: bigint
  /** quote − gas cost for exact input, quote + gas cost for exact output. */
  quoteGasAdjusted: bigint
  /**
   * (spot output − output) / spot output, where the spot output is what the inputs would buy
   * at the pools' mid prices (fees excluded), as in the SDKs' Trade.priceImpact. A fraction:
   * 0.0123 is 1.23 % (spec 01 §9: warn above 2 %, block above 3 %).
   */
  priceImpact: number
  routes: TradeRoute[]
}

const Q192 = 1n << 192n

/**
 * What `amountIn` buys along the route at the pools' current mid prices, pool fees excluded.
 * Transfer fees are charged (issue 17): they are shown on their own in the trade details, so
 * the price impact stays the pools' alone.
 */
export function spotOutput(route: Route, amountIn: bigint, fees?: TransferFees): bigint {
  let numerator = amountIn
  let denominator = 1n
  for (const token of route.path) {
    const bps = transferFeeBps(fees, token)
    if (bps === 0) continue
    numerator *= 10_000n - BigInt(bps)
    denominator *= 10_000n
  }
  route.pools.forEach((pool, i) => {
    const zeroForOne = route.path[i] === pool.token0
    // Price of token0 in token1: reserve1/reserve0, or (sqrtPriceX96 / 2^96)^2.
    const [p1, p0] =
      pool.protocol === 'v2'
        ? [pool.reserve1, pool.reserve0]
        : [pool.sqrtPriceX96 * pool.sqrtPriceX96, Q192]
    numerator *= zeroForOne ? p1 : p0
    denominator *= zeroForOne ? p0 : p1
  })
  return numerator / denominator
}

/** Exact amounts for routes with the given allocations (inputs or outputs), in this order. */
export function evaluateSplit(
  tradeType: TradeType,
  routes: readonly Route[],
  amounts: readonly bigint[],
  gas: GasPricing | undefined,
  /** Native ETH sides: the router's wrapping costs gas too (gas.ts), the same for any split. */
  native?: NativeSides,
  fees?: TransferFees,
  /** Issue 31: the router the swap goes through, whose gas model weighs the routes. */
  router: GasRouter = 'swapRouter02',
): Trade {
  const model = routerGasModel(router)
  const first = routes[0]
  if (first === undefined || routes.length !== amounts.length) {
    throw new InvalidInputError('a trade needs as many amounts as routes, and at least one')
  }
  const tokenIn = first.path[0]
  const tokenOut = first.path[first.path.length - 1]
  if (tokenIn === undefined || tokenOut === undefined) throw new InvalidInputError('empty route')
  const total = amounts.reduce((s, a) => s + a, 0n)
  const tradeRoutes = routes.map((route, i): TradeRoute => {
    const amount = amounts[i] ?? 0n
    const q =
      tradeType === 'exactIn'
        ? quoteRouteExactIn(route, amount, fees)
        : quoteRouteExactOut(route, amount, fees)
    return {
      route,
      percent: Number((amount * 1_000_000n) / (total === 0n ? 1n : total)) / 10_000,
      amountIn: q.amountIn,
      amountOut: q.amountOut,
      hops: q.hops,
      gasEstimate: model.route(
        q.hops.map((h) => ({
          protocol: h.pool.protocol,
          initializedTicksCrossed: h.initializedTicksCrossed,
        })),
      ),
    }
  })
  const amountIn = tradeRoutes.reduce((s, r) => s + r.amountIn, 0n)
  const amountOut = tradeRoutes.reduce((s, r) => s + r.amountOut, 0n)
  const gasEstimate = tradeRoutes.reduce(
    (s, r) => s + r.gasEstimate,
    model.transaction(native ?? {}, tradeType),
  )
  const dataGas = tradeRoutes.reduce(
    (s, r) => s + routeDataGas(r.hops.map((h) => h.pool)),
    transactionDataGas(native ?? {}, tradeType),
  )
  const gasCost = gasCostInQuoteToken(gasEstimate, gas, dataGas)
  const quote = tradeType === 'exactIn' ? amountOut : amountIn
  const spot = tradeRoutes.reduce((s, r) => s + spotOutput(r.route, r.amountIn, fees), 0n)
  return {
    tradeType,
    tokenIn,
    tokenOut,
    amount: total,
    quote,
    amountIn,
    amountOut,
    gasEstimate,
    gasRouter: router,
    l1FeeWei: l1FeeWei(dataGas, gas?.l1FeePerDataGas),
    gasCostInQuoteToken: gasCost,
    quoteGasAdjusted: tradeType === 'exactIn' ? quote - gasCost : quote + gasCost,
    priceImpact: spot === 0n ? 0 : Number(((spot - amountOut) * 10n ** 12n) / spot) / 1e12,
    routes: tradeRoutes,
  }
}

/** True when `a` is the better trade for the user (gas included). */
export function isBetterTrade(a: Trade, b: Trade): boolean {
  return a.tradeType === 'exactIn'
    ? a.quoteGasAdjusted > b.quoteGasAdjusted
    : a.quoteGasAdjusted < b.quoteGasAdjusted
}
