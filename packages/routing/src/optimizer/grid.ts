// The baseline: Uniswap smart-order-router's split search, for comparison. Every route is quoted
// exactly at 5 %, 10 % … 100 % of the amount (gas-adjusted), and gridSearch.ts combines them.
import {
  InsufficientLiquidityError,
  InvalidInputError,
  NoRouteError,
  RoutingError,
} from '../errors.ts'
import { estimateRouteGas, type GasPricing, gasCostInQuoteToken } from '../gas.ts'
import { quoteRouteExactIn, quoteRouteExactOut } from '../graph/quoteRoute.ts'
import { type Route, routePoolIds } from '../graph/routes.ts'
import { routeDataGas } from '../l1DataFee.ts'
import {
  BIGINT_OPS,
  combineOnGrid,
  type GridEntry,
  gridPercents,
  sortEntries,
} from './gridSearch.ts'
import { DEFAULT_MAX_SPLITS } from './split.ts'
import { evaluateSplit, type Trade } from './trade.ts'
import type { TradeType } from './waterfill.ts'

export interface GridSplitParams {
  routes: readonly Route[]
  tradeType: TradeType
  amount: bigint
  gas?: GasPricing
  /** Grid step in percent; 5 like smart-order-router. */
  distributionPercent?: number
  maxSplits?: number
}

function exactEntries(params: GridSplitParams, percent: number): GridEntry<bigint>[] {
  const amount = (params.amount * BigInt(percent)) / 100n
  const entries: GridEntry<bigint>[] = []
  if (amount <= 0n) return entries
  params.routes.forEach((route, index) => {
    try {
      const q =
        params.tradeType === 'exactIn'
          ? quoteRouteExactIn(route, amount)
          : quoteRouteExactOut(route, amount)
      // Charged like the route's share of a trade (trade.ts): its hops and the ticks they cross.
      const hops = q.hops.map((h) => ({
        protocol: h.pool.protocol,
        initializedTicksCrossed: h.initializedTicksCrossed,
      }))
      const gas = gasCostInQuoteToken(estimateRouteGas(hops), params.gas, routeDataGas(hops))
      const score = params.tradeType === 'exactIn' ? q.amountOut - gas : -(q.amountIn + gas)
      entries.push({ route: index, percent, score, pools: routePoolIds(route) })
    } catch (e) {
      // Not quotable at this size (drained pool): the router drops such quotes too.
      if (!(e instanceof RoutingError)) throw e
    }
  })
  return sortEntries(entries, BIGINT_OPS)
}

export function findBestSplitOnGrid(params: GridSplitParams): Trade {
  if (params.amount <= 0n) throw new InvalidInputError('amount must be positive')
  if (params.routes.length === 0) throw new NoRouteError('no candidate route')
  const percents = gridPercents(params.distributionPercent ?? 5)
  const byPercent = percents.map((p) => exactEntries(params, p))
  const best = combineOnGrid(
    percents,
    byPercent,
    params.maxSplits ?? DEFAULT_MAX_SPLITS,
    BIGINT_OPS,
  )
  if (best === undefined)
    throw new InsufficientLiquidityError('no combination on the grid fills the amount')
  // Percent amounts are floored; the leftover wei go to the largest split so totals match.
  const amounts = best.map((q) => (params.amount * BigInt(q.percent)) / 100n)
  const leftover = params.amount - amounts.reduce((s, a) => s + a, 0n)
  const largest = best.reduce((li, q, i, all) => (q.percent > (all[li]?.percent ?? 0) ? i : li), 0)
  amounts[largest] = (amounts[largest] ?? 0n) + leftover
  const routes = best.map((q) => params.routes[q.route]).filter((r): r is Route => r !== undefined)
  return evaluateSplit(params.tradeType, routes, amounts, params.gas)
}
