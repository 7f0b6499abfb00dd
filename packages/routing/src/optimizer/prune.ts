// Dense graphs give thousands of 3-hop routes; the route-set search (select.ts) needs the few
// dozen that could matter. A route added to a split whose marginal rate is λ gains at most its
// surplus at λ (waterfill.ts surplusAt), so routes are ranked by surplus − gas. Which λ the best
// split ends at is not known in advance: the best single route's rate at the full amount, λ0, is
// typical, but under the pool-disjointness rule the best split may avoid that route and settle
// lower or higher. So the ranking is taken at several levels around λ0 and the best of each are
// kept: a low λ favours deep routes, a high one well-priced shallow ones. Without any single
// route able to fill the amount, routes are ranked by their best rate and by their depth.
import type { Candidate } from './select.ts'
import { allocationAt, evaluate, singleNet, surplusAt, type TradeType } from './waterfill.ts'

export interface PruneOptions {
  tradeType: TradeType
  total: number
  /** Routes kept per level (the union is kept). */
  perLevel: number
}

/** Multiples of λ0 at which routes are ranked. */
const LEVELS = [4, 1, 1 / 4, 1 / 16]

function ranked(scores: readonly number[]): number[] {
  return scores
    .map((score, i) => ({ i, score }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((s) => s.i)
}

function topBy(scores: readonly number[], count: number): number[] {
  return ranked(scores).slice(0, count)
}

/**
 * `count` routes in rank order, taken in rounds: each round walks the ranking and takes the
 * routes that share no pool with the ones taken earlier in the same round. Every round is thus
 * a ready-made disjoint split, and the routes one dominant pool would otherwise crowd out of a
 * plain top-N (its many 3-hop variants) give way to alternatives the split can actually use.
 */
function topDisjoint(
  candidates: readonly Candidate[],
  order: readonly number[],
  count: number,
): number[] {
  const taken: number[] = []
  const left = [...order]
  while (taken.length < count && left.length > 0) {
    const round = new Set<string>()
    for (let k = 0; k < left.length && taken.length < count; k++) {
      const i = left[k] as number
      const pools = [...(candidates[i] as Candidate).pools]
      if (pools.some((p) => round.has(p))) continue
      for (const p of pools) round.add(p)
      taken.push(i)
      left.splice(k, 1)
      k--
    }
  }
  return taken
}

/** Indices of the candidates worth searching; all of them when there are few. */
export function pruneCandidates(candidates: readonly Candidate[], options: PruneOptions): number[] {
  const { tradeType, total, perLevel } = options
  if (candidates.length <= perLevel * LEVELS.length) return candidates.map((_, i) => i)
  const singles = candidates.map((c) => singleNet(c.curve, tradeType, total, c.gas))
  // The best single routes stay: they are the search's starting points.
  const bySingle = singles
    .map((net, i) => ({ i, net }))
    .filter((s) => Number.isFinite(s.net))
    .sort((a, b) => b.net - a.net)
  const kept = new Set(bySingle.slice(0, 5).map((s) => s.i))
  const best = candidates[bySingle[0]?.i ?? -1]
  const rates = candidates.map((c) => evaluate(c.curve, tradeType, 0).slope)
  if (best === undefined) {
    const floor = Math.max(...rates) * 1e-12
    const depths = candidates.map((c) => allocationAt(c.curve, tradeType, floor, total))
    for (const i of [...topBy(rates, perLevel * 2), ...topBy(depths, perLevel * 2)]) kept.add(i)
    return [...kept]
  }
  const lambda0 = evaluate(best.curve, tradeType, total).slope
  for (const level of LEVELS) {
    const lambda = lambda0 * level
    const bounds = candidates.map((c, i) =>
      (rates[i] ?? 0) > lambda ? surplusAt(c.curve, tradeType, lambda, total) - c.gas : 0,
    )
    for (const i of topDisjoint(candidates, ranked(bounds), perLevel)) kept.add(i)
  }
  return [...kept]
}
