// smart-order-router's split combination (getBestSwapRouteBy), on any table of per-route scores
// at 5 %, 10 % … 100 % of the amount: start from each percentage's best and second-best route,
// then breadth-first add, for each smaller-or-equal percentage, the best route that shares no
// pool with the routes already chosen, until the shares sum to 100 % or maxSplits is reached.
// A layer that brings no improvement ends the search, as in the reference.
// Used twice: by the baseline (grid.ts, exact quotes) and as one starting point of the engine's
// own search (split.ts, float-model quotes), which makes the engine's result at least the
// continuous optimum over the very route set the baseline would choose.

export interface GridEntry<S> {
  /** Index of the route in the caller's list. */
  route: number
  percent: number
  /** Gas-adjusted and oriented: larger is better (output − gas, or −(input + gas)). */
  score: S
  pools: ReadonlySet<string>
}

export interface ScoreOps<S> {
  zero: S
  add(a: S, b: S): S
  greater(a: S, b: S): boolean
  /** Sort order, best first. */
  bestFirst(a: S, b: S): number
}

export const BIGINT_OPS: ScoreOps<bigint> = {
  zero: 0n,
  add: (a, b) => a + b,
  greater: (a, b) => a > b,
  bestFirst: (a, b) => (b > a ? 1 : b < a ? -1 : 0),
}
export const NUMBER_OPS: ScoreOps<number> = {
  zero: 0,
  add: (a, b) => a + b,
  greater: (a, b) => a > b,
  bestFirst: (a, b) => b - a,
}

/** 5 % → [5, 10, …, 100]. */
export function gridPercents(step: number): number[] {
  const percents: number[] = []
  for (let p = step; p <= 100; p += step) percents.push(p)
  return percents
}

interface Partial<S> {
  entries: GridEntry<S>[]
  remaining: number
  percentIndex: number
}

/** Each percentage's entries sorted best first, as the search expects. */
export function sortEntries<S>(entries: GridEntry<S>[], ops: ScoreOps<S>): GridEntry<S>[] {
  return entries.sort((a, b) => ops.bestFirst(a.score, b.score))
}

function firstUnused<S>(
  chosen: readonly GridEntry<S>[],
  candidates: readonly GridEntry<S>[],
): GridEntry<S> | undefined {
  // Hot loop of the search: plain loops over the (at most 3) pools, no array spreading.
  for (const c of candidates) {
    let free = true
    for (const q of chosen) {
      if (q.route === c.route) free = false
      else for (const p of c.pools) if (q.pools.has(p)) free = false
      if (!free) break
    }
    if (free) return c
  }
  return undefined
}

/**
 * The best combination found, or undefined when no route can take 100 %. `byPercent[i]` holds
 * the entries for `percents[i]` (ascending percentages ending at 100), sorted best first.
 */
export function combineOnGrid<S>(
  percents: readonly number[],
  byPercent: readonly (readonly GridEntry<S>[])[],
  maxSplits: number,
  ops: ScoreOps<S>,
): GridEntry<S>[] | undefined {
  const total = (entries: readonly GridEntry<S>[]): S =>
    entries.reduce((s, e) => ops.add(s, e.score), ops.zero)
  const full = byPercent[percents.length - 1]?.[0]
  let best: GridEntry<S>[] | undefined = full && percents.at(-1) === 100 ? [full] : undefined
  let bestScore = best ? total(best) : undefined
  let queue: Partial<S>[] = []
  for (let i = percents.length - 1; i >= 0; i--) {
    for (const e of (byPercent[i] ?? []).slice(0, 2)) {
      queue.push({ entries: [e], remaining: 100 - (percents[i] ?? 0), percentIndex: i })
    }
  }
  let splits = 1
  while (queue.length > 0) {
    splits++
    if (splits >= 3 && best !== undefined && best.length < splits - 1) break
    if (splits > maxSplits) break
    const next: Partial<S>[] = []
    for (const partial of queue) {
      for (let i = partial.percentIndex; i >= 0; i--) {
        const percent = percents[i] ?? 0
        if (percent > partial.remaining) continue
        const entry = firstUnused(partial.entries, byPercent[i] ?? [])
        if (entry === undefined) continue
        const entries = [...partial.entries, entry]
        const remaining = partial.remaining - percent
        if (remaining === 0) {
          const score = total(entries)
          if (bestScore === undefined || ops.greater(score, bestScore)) {
            best = entries
            bestScore = score
          }
        } else {
          next.push({ entries, remaining, percentIndex: i })
        }
      }
    }
    queue = next
  }
  return best
}
