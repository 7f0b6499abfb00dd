// Issue 32 "Range and amounts" (#7990): the rate toggle of the v4 add and of the change of range
// turns the price unit round (currency1 per currency0 ⇄ currency0 per currency1) without moving
// the range. The min of the
// new view is the max of the old one, at the same tick; each bound is written as a price that
// parses back to exactly that tick (tickTyped), so the deposit and the minted position stay as
// they were. A bound at its usable limit stays there (`true`), and an unset one stays unset.
import type { Token } from '@uniswap/sdk-core'
import { tickTyped } from '../chart/utils/handles'
import { isInvertedView } from './price'
import type { TickRange } from './ticks'

/** A range bound as the mint form holds it: typed text, or `true` at the usable limit. */
type Bound = string | true

export interface ToggledRangeParameters {
  left: Bound
  right: Bound
  /** The form's ticks now (what left and right round to). */
  ticks: Partial<TickRange>
  /** The view being left, quote per base. */
  view: { base: Token; quote: Token }
}

/** The new left (min) and right (max) inputs in the view { base: quote, quote: base }. */
export function toggledRangeInputs(p: ToggledRangeParameters): { left: Bound; right: Bound } {
  const inverted = isInvertedView(p.view)
  const minTick = inverted ? p.ticks.tickUpper : p.ticks.tickLower
  const maxTick = inverted ? p.ticks.tickLower : p.ticks.tickUpper
  const next = { base: p.view.quote, quote: p.view.base }
  const at = (bound: Bound, tick: number | undefined): Bound =>
    bound === true ? true : bound === '' || tick === undefined ? '' : tickTyped(tick, next)
  return { left: at(p.right, maxTick), right: at(p.left, minTick) }
}
