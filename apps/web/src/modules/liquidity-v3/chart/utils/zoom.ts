// spec 02 §9 "Chart: 400x200; initial range for stable tiers 0.999 to 1.001 of price, zoom 1e-5
// to 1.5; others 0.5 to 2, zoom 1e-5 to 20". The stable tiers are 0.01 % and 0.05 % (spec 02 §9
// fee tiers: "very stable pairs", "stable"). The initial range is both the first visible price
// domain and the range the chart proposes while the user has typed none.
import { type FeeTier, isStableTier } from '../../../liquidity'

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

export function zoomLevels(fee: FeeTier): ZoomLevels {
  return isStableTier(fee) ? STABLE : OTHER
}

/** The initial price range [min, max] around `price` for a tier. */
export function initialRange(price: number, fee: FeeTier): [number, number] {
  const z = zoomLevels(fee)
  return [price * z.initialMin, price * z.initialMax]
}
