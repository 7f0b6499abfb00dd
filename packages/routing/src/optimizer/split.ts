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
import { estimateSwapGas, type GasPricing, gasCostInQuoteToken } from '../gas.ts'
import { type Route, routePoolIds } from '../graph/routes.ts'
import { routeCurve } from '../model/routeCurve.ts'
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
  /** Fee-on-transfer tokens' fees (issue 17): charged at every transfer along a route. */
  transferFees?: TransferFees
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
  fees: TransferFees | undefined,
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
      fees,
    )
  } catch (e) {
    // A revert the chain would also hit (drained pool, zero output): not a candidate.
    if (e instanceof RoutingError) return undefined
    throw e
  }
}

function floatGridSet(
  candidates: readonly Candidate[],
  tradeType: TradeType,
  total: number,
  maxSplits: number,
): number[] {
  const percents = gridPercents(5)
  const byPercent = percents.map((percent) => {
    const x = (total * percent) / 100
    const entries: GridEntry<number>[] = []
    candidates.forEach((c, route) => {
      // One evaluation gives both feasibility and value (see waterfill.ts canFill / psi).
      const p = evaluate(c.curve, tradeType, x)
      const fills = tradeType === 'exactIn' ? p.slope > 0 : Number.isFinite(p.value)
      if (fills)
        entries.push({
          route,
          percent,
          score: (tradeType === 'exactIn' ? p.value : -p.value) - c.gas,
          pools: c.pools,
        })
    })
    return sortEntries(entries, NUMBER_OPS)
  })
  return (combineOnGrid(percents, byPercent, maxSplits, NUMBER_OPS) ?? []).map((e) => e.route)
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
  fees: TransferFees | undefined,
): Trade | undefined {
  const rs = [...routes]
  const as = [...amounts]
  while (rs.length > 0) {
    const trade = tryEvaluate(tradeType, rs, as, gas, fees)
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
  const { routes, tradeType, amount, gas, transferFees: fees } = params
  if (amount <= 0n) throw new InvalidInputError('amount must be positive')
  if (routes.length === 0) throw new NoRouteError('no candidate route')
  const total = Number(amount)
  const candidates: Candidate[] = routes.map((route) => ({
    curve: routeCurve(route, fees),
    gas: Number(gasCostInQuoteToken(estimateSwapGas(route.pools.length), gas)),
    pools: routePoolIds(route),
  }))
  const maxSplits = params.maxSplits ?? DEFAULT_MAX_SPLITS
  // The set the 5 % grid heuristic would choose, judged on the float model: a starting point of
  // the search, so the result is never below the continuous optimum on that set.
  const gridSet = floatGridSet(candidates, tradeType, total, maxSplits)
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
      evaluateWithRepair(tradeType, chosen, toIntegerAmounts(selection.amounts, amount), gas, fees),
    )
  }
  // Insurance against the float model near a drained pool: the best few single routes, exact.
  const singles = candidates
    .map((c, i) => ({ i, v: singleNet(c.curve, tradeType, total, c.gas) }))
    .filter((s) => Number.isFinite(s.v))
    .sort((a, b) => b.v - a.v)
    .slice(0, 3)
  for (const { i } of singles) {
    const route = routes[i]
    if (route) consider(tryEvaluate(tradeType, [route], [amount], gas, fees))
  }
  if (best === undefined)
    throw new InsufficientLiquidityError('no route or split can fill the amount')
  return best
}
