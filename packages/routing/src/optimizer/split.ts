// The engine's split search: continuous optimum per route set (waterfill.ts), route-set choice
// with gas and pool-disjointness (select.ts), then integer amounts quoted exactly (trade.ts).
// The float model only steers; every number in the returned trade comes from the bigint math.
import {
  InsufficientLiquidityError,
  InvalidInputError,
  NoRouteError,
  RoutingError,
} from '../errors.ts'
import type { TransferFees } from '../fees/transferFee.ts'
import {
  type GasPricing,
  gasCostInQuoteToken,
  type NativeSides,
  V3_TICK_CROSSED_GAS,
} from '../gas.ts'
import { type Route, routePoolIds } from '../graph/routes.ts'
import { routeDataGas } from '../l1DataFee.ts'
import { routeCrossings, routeCurve } from '../model/routeCurve.ts'
import { type GasRouter, routerGasModel } from '../universalRouterGas.ts'
import {
  combineOnGrid,
  type GridEntry,
  gridPercents,
  NUMBER_OPS,
  sortEntries,
} from './gridSearch.ts'
import { pruneCandidates } from './prune.ts'
import { type Candidate, selectRoutes } from './select.ts'
import { evaluateSplit, isBetterTrade, type Trade } from './trade.ts'
import { evaluate, singleNet, type TradeType } from './waterfill.ts'

/** Uniswap's router splits over at most 7 routes by default; the same cap keeps gas sane. */
export const DEFAULT_MAX_SPLITS = 7
/** Routes kept per ranking level for the set search (prune.ts); up to 4× this in all. */
const CANDIDATES_PER_LEVEL = 32

export interface FindBestSplitParams {
  routes: readonly Route[]
  tradeType: TradeType
  /** Input for exact input, output for exact output, in raw units. */
  amount: bigint
  gas?: GasPricing
  maxSplits?: number
  /** Native ETH in or out: charged in the trade's gas (the same for every choice). */
  native?: NativeSides
  /** Fee-on-transfer tokens' fees (issue 17): charged at every transfer along a route. */
  transferFees?: TransferFees
  /** Issue 31: the router the swap goes through, whose gas model weighs the routes. */
  router?: GasRouter
}

/** Integer amounts from float allocations: floors, then the remainder on the largest. */
export function toIntegerAmounts(amounts: readonly number[], total: bigint): bigint[] {
  const ints = amounts.map((a) => BigInt(Math.max(0, Math.floor(a))))
  let largest = 0
  amounts.forEach((a, i) => {
    if (a > (amounts[largest] ?? 0)) largest = i
  })
  // The floats sum to the total within rounding, so this moves a few units at most.
  const adjusted = (ints[largest] ?? 0n) + total - ints.reduce((s, a) => s + a, 0n)
  if (adjusted < 0n) throw new InvalidInputError('allocations exceed the total')
  ints[largest] = adjusted
  return ints
}

function tryEvaluate(
  tradeType: TradeType,
  routes: readonly Route[],
  amounts: readonly bigint[],
  gas: GasPricing | undefined,
  native: NativeSides | undefined,
  fees: TransferFees | undefined,
  router: GasRouter | undefined,
): Trade | undefined {
  const kept = amounts
    .map((a, i) => ({ a, r: routes[i] }))
    .filter((x): x is { a: bigint; r: Route } => x.a > 0n && x.r !== undefined)
  if (kept.length === 0) return undefined
  try {
    return evaluateSplit(
      tradeType,
      kept.map((x) => x.r),
      kept.map((x) => x.a),
      gas,
      native,
      fees,
      router,
    )
  } catch (e) {
    // A revert the chain would also hit (drained pool, zero output): not a candidate.
    if (e instanceof RoutingError) return undefined
    throw e
  }
}

/**
 * The split the 5 % grid heuristic would choose, judged on the float model: routes and their
 * percentages. Each share is charged its route's gas and the ticks the model sees it cross, as
 * the exact grid (grid.ts) charges them.
 */
function floatGridSet(
  candidates: readonly Candidate[],
  tradeType: TradeType,
  total: number,
  maxSplits: number,
  tickGas: number,
): GridEntry<number>[] {
  const percents = gridPercents(5)
  const byPercent = percents.map((percent) => {
    const x = (total * percent) / 100
    const entries: GridEntry<number>[] = []
    candidates.forEach((c, route) => {
      // One evaluation gives both feasibility and value (see waterfill.ts canFill / psi).
      const p = evaluate(c.curve, tradeType, x)
      const fills = tradeType === 'exactIn' ? p.slope > 0 : Number.isFinite(p.value)
      if (!fills) return
      const ticks = tickGas === 0 ? 0 : routeCrossings(c.curve, tradeType === 'exactIn', x)
      entries.push({
        route,
        percent,
        score: (tradeType === 'exactIn' ? p.value : -p.value) - c.gas - ticks * tickGas,
        pools: c.pools,
      })
    })
    return sortEntries(entries, NUMBER_OPS)
  })
  return combineOnGrid(percents, byPercent, maxSplits, NUMBER_OPS) ?? []
}

/** Grid shares as amounts: floored, the leftover on the largest share (as grid.ts does). */
function gridAmounts(entries: readonly GridEntry<number>[], amount: bigint): bigint[] {
  const amounts = entries.map((e) => (amount * BigInt(e.percent)) / 100n)
  const leftover = amount - amounts.reduce((s, a) => s + a, 0n)
  const largest = entries.reduce(
    (li, e, i, all) => (e.percent > (all[li]?.percent ?? 0) ? i : li),
    0,
  )
  amounts[largest] = (amounts[largest] ?? 0n) + leftover
  return amounts
}

/**
 * The split exactly; if the chain would revert on it (a dust share rounding to a zero v2
 * output, a share landing a wei past a pool's depth), fold the smallest share into the largest
 * and try again, rather than lose the whole split.
 */
function evaluateWithRepair(
  tradeType: TradeType,
  routes: readonly Route[],
  amounts: readonly bigint[],
  gas: GasPricing | undefined,
  native: NativeSides | undefined,
  fees: TransferFees | undefined,
  router: GasRouter | undefined,
): Trade | undefined {
  const rs = [...routes]
  const as = [...amounts]
  while (rs.length > 0) {
    const trade = tryEvaluate(tradeType, rs, as, gas, native, fees, router)
    if (trade !== undefined || rs.length === 1) return trade
    const smallest = as.indexOf(as.reduce((m, a) => (a < m ? a : m)))
    const [dropped] = as.splice(smallest, 1)
    rs.splice(smallest, 1)
    const largest = as.indexOf(as.reduce((m, a) => (a > m ? a : m)))
    as[largest] = (as[largest] ?? 0n) + (dropped ?? 0n)
  }
  return undefined
}

export function findBestSplit(params: FindBestSplitParams): Trade {
  const { routes, tradeType, amount, gas, native, transferFees: fees, router } = params
  const model = routerGasModel(router)
  if (amount <= 0n) throw new InvalidInputError('amount must be positive')
  if (routes.length === 0) throw new NoRouteError('no candidate route')
  const total = Number(amount)
  // A candidate's gas before its amount is known: its hops with no tick crossed (the float model
  // only steers; the trades compared at the end are charged their exact ticks, trade.ts). The
  // transaction's fixed cost is the same for every choice, so it is left out here.
  const candidates: Candidate[] = routes.map((route) => ({
    curve: routeCurve(route, fees),
    // Issue 33: with the L1 data fee its calldata adds where the chain charges one.
    gas: Number(gasCostInQuoteToken(model.route(route.pools), gas, routeDataGas(route.pools))),
    pools: routePoolIds(route),
  }))
  const maxSplits = params.maxSplits ?? DEFAULT_MAX_SPLITS
  const tickGas = Number(gasCostInQuoteToken(V3_TICK_CROSSED_GAS, gas))
  // The set the 5 % grid heuristic would choose, judged on the float model: a starting point of
  // the search, so the result is never below the continuous optimum on that set.
  const gridPick = floatGridSet(candidates, tradeType, total, maxSplits, tickGas)
  const gridSet = gridPick.map((e) => e.route)
  const kept = [
    ...new Set([
      ...pruneCandidates(candidates, { tradeType, total, perLevel: CANDIDATES_PER_LEVEL }),
      ...gridSet,
    ]),
  ]
  const selection = selectRoutes(
    kept.map((i) => candidates[i] as Candidate),
    { tradeType, total, maxSplits, seeds: [gridSet.map((i) => kept.indexOf(i))] },
  )

  let best: Trade | undefined
  const consider = (trade: Trade | undefined): void => {
    if (trade !== undefined && (best === undefined || isBetterTrade(trade, best))) best = trade
  }
  if (selection) {
    const chosen = selection.routes
      .map((k) => routes[kept[k] ?? -1])
      .filter((r): r is Route => r !== undefined)
    consider(
      evaluateWithRepair(
        tradeType,
        chosen,
        toIntegerAmounts(selection.amounts, amount),
        gas,
        native,
        fees,
        router,
      ),
    )
  }
  // The continuous search does not see the gas of ticks crossed (a step in the amount): the grid
  // pick, which does, is also evaluated exactly at its own shares.
  const gridRoutes = gridPick.map((e) => routes[e.route]).filter((r): r is Route => r !== undefined)
  if (gridRoutes.length === gridPick.length && gridRoutes.length > 0)
    consider(
      evaluateWithRepair(
        tradeType,
        gridRoutes,
        gridAmounts(gridPick, amount),
        gas,
        native,
        fees,
        router,
      ),
    )
  // Insurance against the float model near a drained pool: the best few single routes, exact.
  const singles = candidates
    .map((c, i) => ({ i, v: singleNet(c.curve, tradeType, total, c.gas) }))
    .filter((s) => Number.isFinite(s.v))
    .sort((a, b) => b.v - a.v)
    .slice(0, 3)
  for (const { i } of singles) {
    const route = routes[i]
    if (route) consider(tryEvaluate(tradeType, [route], [amount], gas, native, fees, router))
  }
  if (best === undefined)
    throw new InsufficientLiquidityError('no route or split can fill the amount')
  return best
}
