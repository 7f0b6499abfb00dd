// Where a drag on the range chart puts the handles, in viewBox x (issue 34 #10; spec 02 §2
// "draggable min and max handles"). Pure, so the clamping is tested without a pointer.

import type { HandleSide } from './handles'
import { CHART_WIDTH } from './zoom'

// Handles never cross: the min stays this far (viewBox units) left of the max.
const MIN_GAP = 1

/** A dragged handle's x: inside the chart and never past the other handle. */
export function clampHandle(side: HandleSide, at: number, other: number | undefined): number {
  const inside = Math.min(Math.max(at, 0), CHART_WIDTH)
  if (other === undefined) return inside
  return side === 'min' ? Math.min(inside, other - MIN_GAP) : Math.max(inside, other + MIN_GAP)
}

/**
 * The range dragged as a whole by `dx`: both handles move together and keep their distance,
 * stopping where one of them reaches an edge of the chart.
 */
export function shiftRange(lo: number, hi: number, dx: number): { lo: number; hi: number } {
  const shift = Math.min(Math.max(dx, -lo), CHART_WIDTH - hi)
  return { lo: lo + shift, hi: hi + shift }
}

/**
 * The order in which a moved range's bounds reach the form: the leading side first, so the
 * range never reads as inverted (min above max) between the two updates.
 */
export function boundOrder(dx: number): readonly HandleSide[] {
  return dx > 0 ? ['max', 'min'] : ['min', 'max']
}
