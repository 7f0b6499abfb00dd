// Which routes to split over. With the allocation for a given route set solved by waterfill,
// what remains is combinatorial: (1) routes in one trade must not share a pool — as in Uniswap's
// router — so that every route's quote is independent of the others and checkable on its own
// with QuoterV2 (two routes through one pool would each be quoted on the pool's untouched
// state, over-promising); (2) each route costs gas, so a route belongs in the set only if it
// gains more than its gas; (3) at most maxSplits routes.
//
// Local search over route sets. Starts: the best few single routes, a disjoint packing of the
// routes with the most surplus, and any seeds the caller passes (split.ts passes the set the 5 %
// grid heuristic would pick). Moves: drop a route, insert one (evicting the routes it shares a
// pool with), or swap one for another at the maxSplits cap. Each move is ranked by a provable
// upper bound on its gain at the current marginal rate λ (surplusAt: a route added to a set at
// rate λ gains at most its surplus there, and a dropped route costs at least its own), and only
// the best few feasible ones are solved exactly.
import { InsufficientLiquidityError } from '../errors.ts'
import type { Address } from '../graph/types.ts'
import type { RouteCurve } from '../model/routeCurve.ts'
import {
  allocationAt,
  evaluate,
  singleNet,
  surplusAt,
  type TradeType,
  waterfill,
} from './waterfill.ts'

export interface Candidate {
  curve: RouteCurve
  /** Gas cost of the route in raw quote-token units. */
  gas: number
  pools: ReadonlySet<Address>
}

export interface Selection {
  /** Indices into the candidate list, and each one's allocation (sums to the total). */
  routes: number[]
  amounts: number[]
  /** Objective net of gas: output − gas for exact input, −(input + gas) for exact output. */
  net: number
  lambda: number
}

export interface SelectOptions {
  tradeType: TradeType
  total: number
  maxSplits: number
  /** Single routes to start the search from. */
  starts?: number
  /** Route sets (candidate indices) to start from as well. */
  seeds?: readonly (readonly number[])[]
  /** Moves solved exactly per step, among the best by upper bound. */
  branching?: number
  maxSteps?: number
}

interface Context {
  candidates: readonly Candidate[]
  options: SelectOptions
  /** conflict[i][j]: routes i and j share a pool. */
  conflict: boolean[][]
}

function conflictMatrix(candidates: readonly Candidate[]): boolean[][] {
  return candidates.map((a, i) =>
    candidates.map((b, j) => i === j || [...a.pools].some((p) => b.pools.has(p))),
  )
}

function solve(ctx: Context, set: readonly number[]): Selection | undefined {
  const { candidates, options } = ctx
  const curves = set
    .map((i) => candidates[i]?.curve)
    .filter((c): c is RouteCurve => c !== undefined)
  let fill: ReturnType<typeof waterfill>
  try {
    fill = waterfill(curves, options.tradeType, options.total)
  } catch (e) {
    if (e instanceof InsufficientLiquidityError) return undefined
    throw e
  }
  if (!Number.isFinite(fill.value)) return undefined
  const routes: number[] = []
  const amounts: number[] = []
  let gas = 0
  set.forEach((index, k) => {
    const amount = fill.amounts[k] ?? 0
    // Less than a wei is no route at all once amounts become integers.
    if (amount < 1) return
    routes.push(index)
    amounts.push(amount)
    gas += candidates[index]?.gas ?? 0
  })
  if (routes.length < set.length) {
    const dust = options.total - amounts.reduce((s, a) => s + a, 0)
    const largest = amounts.indexOf(Math.max(...amounts))
    amounts[largest] = (amounts[largest] ?? 0) + dust
  }
  return { routes, amounts, net: fill.value - gas, lambda: fill.lambda }
}

function better(a: Selection | undefined, b: Selection | undefined): boolean {
  return a !== undefined && (b === undefined || a.net > b.net + Math.abs(b.net) * 1e-14)
}

interface Move {
  set: number[]
  bound: number
}

/** Every add, drop and swap from `current`, with an upper bound on what it gains. */
function moves(ctx: Context, current: Selection): Move[] {
  const { candidates, options, conflict } = ctx
  const surplus = (i: number): number => {
    const c = candidates[i]
    return c === undefined
      ? 0
      : surplusAt(c.curve, options.tradeType, current.lambda, options.total) - c.gas
  }
  const inSet = new Set(current.routes)
  const own = new Map(current.routes.map((r) => [r, surplus(r)]))
  const result: Move[] = []
  for (const r of current.routes) {
    if (current.routes.length > 1)
      result.push({ set: current.routes.filter((x) => x !== r), bound: -(own.get(r) ?? 0) })
  }
  candidates.forEach((_, c) => {
    if (inSet.has(c)) return
    const gain = surplus(c)
    if (gain <= 0) return
    const clashes = current.routes.filter((r) => conflict[c]?.[r])
    const kept = current.routes.filter((r) => !clashes.includes(r))
    // Insert c, evicting every route it shares a pool with: a dropped route costs at least its
    // own surplus at λ, so the bound stays an upper bound.
    const evicted = clashes.reduce((s, r) => s + (own.get(r) ?? 0), 0)
    if (kept.length < options.maxSplits) result.push({ set: [...kept, c], bound: gain - evicted })
    // At the cap with nothing to evict: swap c for any one route.
    if (clashes.length === 0 && kept.length >= options.maxSplits) {
      for (const r of current.routes) {
        result.push({
          set: [...current.routes.filter((x) => x !== r), c],
          bound: gain - (own.get(r) ?? 0),
        })
      }
    }
  })
  return result.filter((m) => m.bound > 0).sort((a, b) => b.bound - a.bound)
}

function localSearch(ctx: Context, start: Selection): Selection {
  let current = start
  const branching = ctx.options.branching ?? 4
  for (let step = 0; step < (ctx.options.maxSteps ?? 40); step++) {
    let next: Selection | undefined
    let solved = 0
    // Moves that cannot fill the amount (a swap onto a shallow route) do not use up the budget.
    for (const move of moves(ctx, current).slice(0, branching * 4)) {
      const trial = solve(ctx, move.set)
      if (trial === undefined) continue
      if (better(trial, next)) next = trial
      if (++solved >= branching) break
    }
    if (next === undefined || !better(next, current)) break
    current = next
  }
  return current
}

/**
 * When no single route can fill the amount: take disjoint routes by depth (what each can take
 * before its marginal rate collapses) until the set can fill it; the local search then trades
 * them for better-priced ones.
 */
function feasibleStart(ctx: Context): Selection | undefined {
  const { candidates, options, conflict } = ctx
  const bestRate = Math.max(...candidates.map((c) => evaluate(c.curve, options.tradeType, 0).slope))
  if (!(bestRate > 0)) return undefined
  const order = candidates
    .map((c, i) => ({
      i,
      depth: allocationAt(c.curve, options.tradeType, bestRate * 1e-12, options.total),
    }))
    .sort((a, b) => b.depth - a.depth)
  const set: number[] = []
  for (const { i } of order) {
    if (set.length >= options.maxSplits || set.some((r) => conflict[i]?.[r])) continue
    set.push(i)
    const s = solve(ctx, set)
    if (s) return s
  }
  return undefined
}

/** Disjoint routes taken greedily in the given order, up to maxSplits, as a starting split. */
function packedStart(ctx: Context, order: readonly number[]): Selection | undefined {
  const set: number[] = []
  for (const i of order) {
    if (set.length >= ctx.options.maxSplits) break
    if (!set.some((r) => ctx.conflict[i]?.[r])) set.push(i)
  }
  return set.length > 1 ? solve(ctx, set) : undefined
}

export function selectRoutes(
  candidates: readonly Candidate[],
  options: SelectOptions,
): Selection | undefined {
  const ctx: Context = { candidates, options, conflict: conflictMatrix(candidates) }
  const singles = candidates
    .map((c, i) => ({ i, net: singleNet(c.curve, options.tradeType, options.total, c.gas) }))
    .filter((s) => Number.isFinite(s.net))
    .sort((a, b) => b.net - a.net)
  const starts: Selection[] = []
  for (const { i } of singles.slice(0, options.starts ?? 5)) {
    const s = solve(ctx, [i])
    if (s) starts.push(s)
  }
  const first = starts[0]
  if (first === undefined) {
    const s = feasibleStart(ctx)
    if (s) starts.push(s)
  } else {
    // A different basin: the routes with the most to add at the best single's rate, packed
    // disjointly (the greedy moves from a single route can settle on a worse combination).
    const bySurplus = candidates
      .map((c, i) => ({
        i,
        s: surplusAt(c.curve, options.tradeType, first.lambda, options.total) - c.gas,
      }))
      .sort((a, b) => b.s - a.s)
      .map((x) => x.i)
    const packed = packedStart(ctx, bySurplus)
    if (packed) starts.push(packed)
  }
  for (const seed of options.seeds ?? []) {
    const s = seed.length > 0 ? solve(ctx, seed) : undefined
    if (s) starts.push(s)
  }
  let best: Selection | undefined
  for (const start of starts) {
    const found = localSearch(ctx, start)
    if (better(found, best)) best = found
  }
  return best
}
