// spec 02 §9 "Chart: 400x200; initial range for stable tiers 0.999 to 1.001 of price, zoom 1e-5
// to 1.5; others 0.5 to 2, zoom 1e-5 to 20". The stable tiers are 0.01 % and 0.05 % (spec 02 §9
// fee tiers: "very stable pairs", "stable"). The initial range is both the first visible price
// domain and the range the chart proposes while the user has typed none.
import { isStableGrid, type TickGrid, tickSpacingOf } from '../../range/feeTiers'

export const CHART_WIDTH = 400
export const CHART_HEIGHT = 200

export interface ZoomLevels {
  /** The initial range's bounds as multiples of the current price. */
  initialMin: number
  initialMax: number
  /** The zoom factors the user can reach (d3-zoom scaleExtent). */
  min: number
  max: number
}

const STABLE: ZoomLevels = { initialMin: 0.999, initialMax: 1.001, min: 1e-5, max: 1.5 }
const OTHER: ZoomLevels = { initialMin: 0.5, initialMax: 2, min: 1e-5, max: 20 }

export function zoomLevels(fee: TickGrid): ZoomLevels {
  return isStableGrid(fee) ? STABLE : OTHER
}

/** The initial price range [min, max] around `price` for a tier. */
export function initialRange(price: number, fee: TickGrid): [number, number] {
  const z = zoomLevels(fee)
  return [price * z.initialMin, price * z.initialMax]
}

// Issue 34 #10: the first view is the initial range with a margin on each side. With the range
// filling the view exactly, a bound rounded to the nearest usable tick just below 0.5 × price
// fell off the left edge and its handle was clamped there, looking like a limit. The margin is
// an eighth of the range, or one and a half tick spacings where that is more (the 0.05 % tier:
// its ±0.1 % range is one spacing each side, so rounding can move a bound by half of it).
const VIEW_MARGIN = 1 / 8
const SPACINGS_MARGIN = 1.5

/** The first visible price domain: the initial range widened so both rounded bounds show. */
export function initialView(price: number, fee: TickGrid): [number, number] {
  const [lo, hi] = initialRange(price, fee)
  const spacing = price * (1.0001 ** tickSpacingOf(fee) - 1)
  const margin = Math.max((hi - lo) * VIEW_MARGIN, spacing * SPACINGS_MARGIN)
  return [lo - margin, hi + margin]
}
