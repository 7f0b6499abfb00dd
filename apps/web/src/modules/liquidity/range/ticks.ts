// spec 02 §5 "v3 add": ticks are rounded to the fee tier's tick spacing and clamped to the min and
// max ticks. The usable bounds are the extreme multiples of the spacing inside the SDK's
// MIN_TICK/MAX_TICK (e.g. ±887220 at spacing 60), which is what nearestUsableTick clamps to.
import { nearestUsableTick, TickMath } from '@uniswap/v3-sdk'
import { type TickGrid, tickSpacingOf } from './feeTiers'

export interface TickRange {
  tickLower: number
  tickUpper: number
}

// `+ 0` turns the -0 of Math.round(-0.4) * spacing into 0, so equality checks stay simple.
const noNegativeZero = (tick: number): number => tick + 0

/** The lowest tick a position of this tier can use. */
export function minUsableTick(fee: TickGrid): number {
  return noNegativeZero(nearestUsableTick(TickMath.MIN_TICK, tickSpacingOf(fee)))
}

/** The highest tick a position of this tier can use. */
export function maxUsableTick(fee: TickGrid): number {
  return noNegativeZero(nearestUsableTick(TickMath.MAX_TICK, tickSpacingOf(fee)))
}

/**
 * Any tick (typed, dragged or converted from a price) as a usable bound: the nearest multiple of
 * the spacing (half-way rounds up, also below zero: -30 at spacing 60 → 0), clamped to the
 * usable bounds.
 */
export function roundToUsableTick(tick: number, fee: TickGrid): number {
  const min = minUsableTick(fee)
  const max = maxUsableTick(fee)
  const clamped = Math.min(Math.max(Math.trunc(tick), TickMath.MIN_TICK), TickMath.MAX_TICK)
  const rounded = noNegativeZero(nearestUsableTick(clamped, tickSpacingOf(fee)))
  return Math.min(Math.max(rounded, min), max)
}

/**
 * The +/− steppers of the range inputs (spec 02 §2 "min/max price steppers"): one tick spacing up
 * or down from a usable tick, never past the usable bounds.
 */
export function stepTick(tick: number, fee: TickGrid, direction: 'up' | 'down'): number {
  const spacing = tickSpacingOf(fee)
  return roundToUsableTick(tick + (direction === 'up' ? spacing : -spacing), fee)
}

/** The Full Range button's ticks (spec 02 §2 "A Full Range button"). */
export function fullRangeTicks(fee: TickGrid): TickRange {
  return { tickLower: minUsableTick(fee), tickUpper: maxUsableTick(fee) }
}

/** Whether a range is the full range of its tier (both bounds at the usable limits). */
export function isFullRange(range: TickRange, fee: TickGrid): boolean {
  return range.tickLower === minUsableTick(fee) && range.tickUpper === maxUsableTick(fee)
}

/** Whether a bound sits at a usable limit: its handle shows 0 or ∞ (spec 02 §5). */
export function tickAtLimit(tick: number, fee: TickGrid): 'lower' | 'upper' | undefined {
  if (tick <= minUsableTick(fee)) return 'lower'
  if (tick >= maxUsableTick(fee)) return 'upper'
  return undefined
}

/**
 * spec 02 §5 "Invalid range when the lower tick is at or above the upper tick".
 */
export function isInvalidRange(range: TickRange): boolean {
  return range.tickLower >= range.tickUpper
}

/**
 * spec 02 §5 "Out of range when the price is below the lower or above the upper price"; §4
 * position badge: in range when tickCurrent ≥ tickLower and < tickUpper.
 */
export function isOutOfRange(range: TickRange, tickCurrent: number): boolean {
  return tickCurrent < range.tickLower || tickCurrent >= range.tickUpper
}
