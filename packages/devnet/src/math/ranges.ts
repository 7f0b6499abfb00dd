// Where the seed puts v3 liquidity: several positions per pool at different ranges, so a swap
// crosses many initialized ticks (issue 2 §2), not one full-range position per pool.
import { alignTick, fullRange, ticksForMove } from './price.ts'

export interface RangeSpec {
  /** Relative price bounds around the current price (-0.05 = 5 % below), or 'full'. */
  bounds: readonly [number, number] | 'full'
  /** Share of the pool's value put in this position (relative to the other ranges). */
  weight: number
}

/**
 * Volatile pairs (ETH/USD, BTC/ETH…): nested ranges from full to ±0.3 %, plus one-sided bands
 * above and below, so a few-percent move crosses half a dozen initialized ticks.
 */
export const VOLATILE_RANGES: readonly RangeSpec[] = [
  { bounds: 'full', weight: 2 },
  { bounds: [-0.6, 0.6], weight: 2 },
  { bounds: [-0.2, 0.2], weight: 2 },
  { bounds: [-0.08, 0.08], weight: 2 },
  { bounds: [-0.03, 0.03], weight: 3 },
  { bounds: [-0.01, 0.01], weight: 3 },
  { bounds: [-0.003, 0.003], weight: 2 },
  { bounds: [0.005, 0.02], weight: 1 },
  { bounds: [0.02, 0.05], weight: 1 },
  { bounds: [0.05, 0.12], weight: 1 },
  { bounds: [-0.02, -0.005], weight: 1 },
  { bounds: [-0.05, -0.02], weight: 1 },
  { bounds: [-0.12, -0.05], weight: 1 },
]

/** Stablecoin pairs: liquidity packed around 1.0 like real stable pools. */
export const STABLE_RANGES: readonly RangeSpec[] = [
  { bounds: 'full', weight: 1 },
  { bounds: [-0.02, 0.02], weight: 2 },
  { bounds: [-0.005, 0.005], weight: 3 },
  { bounds: [-0.001, 0.001], weight: 3 },
  { bounds: [0.0005, 0.003], weight: 1 },
  { bounds: [-0.003, -0.0005], weight: 1 },
]

export interface TickRange {
  tickLower: number
  tickUpper: number
  weight: number
}

/**
 * Turns range specs into aligned tick ranges around `currentTick`. A range narrower than one
 * tick spacing widens to one spacing; duplicates (possible in wide-spacing tiers) merge weight.
 */
export function tickRanges(
  specs: readonly RangeSpec[],
  currentTick: number,
  spacing: number,
): TickRange[] {
  const out: TickRange[] = []
  for (const spec of specs) {
    let lower: number
    let upper: number
    if (spec.bounds === 'full') {
      ;[lower, upper] = fullRange(spacing)
    } else {
      lower = alignTick(currentTick + ticksForMove(spec.bounds[0]), spacing)
      upper = alignTick(currentTick + ticksForMove(spec.bounds[1]), spacing)
      if (upper <= lower) upper = lower + spacing
    }
    const same = out.find((r) => r.tickLower === lower && r.tickUpper === upper)
    if (same) same.weight += spec.weight
    else out.push({ tickLower: lower, tickUpper: upper, weight: spec.weight })
  }
  return out
}
