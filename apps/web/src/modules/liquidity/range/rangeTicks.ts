// The form's range typed values → ticks (spec 02 §3 Mint v3 form state: leftRangeTypedValue,
// rightRangeTypedValue → ticks lower and upper; §5 rounded to the tick spacing and clamped).
// `true` is a bound at its usable limit (Full Range). In the inverted view the left (min) price
// is the upper tick.
import type { Token } from '@uniswap/sdk-core'
import { Price } from '@uniswap/sdk-core'
import type { RangeTypedValue } from '../mint/state/mintStore'
import { isStableGrid, type TickGrid } from './feeTiers'
import {
  isInvertedView,
  rangeBoundsText,
  rangeTicksFromPrices,
  stepPriceBound,
  tickPrice,
} from './price'
import { maxUsableTick, minUsableTick, type TickRange, tickAtLimit } from './ticks'

export interface ViewParameters {
  base: Token
  quote: Token
  /** A v3 fee tier, or a v4 pool's tick spacing (issue 32). */
  fee: TickGrid
}

export function rangeTicks(
  left: RangeTypedValue,
  right: RangeTypedValue,
  p: ViewParameters,
): Partial<TickRange> {
  const typed = rangeTicksFromPrices(
    { min: left === true ? '' : left, max: right === true ? '' : right },
    p,
  )
  const inverted = isInvertedView(p)
  const lowerAtLimit = inverted ? right === true : left === true
  const upperAtLimit = inverted ? left === true : right === true
  return {
    tickLower: lowerAtLimit ? minUsableTick(p.fee) : typed.tickLower,
    tickUpper: upperAtLimit ? maxUsableTick(p.fee) : typed.tickUpper,
  }
}

/** Whether either bound is at a usable limit (the rate toggle then keeps the inputs, §4). */
export function rangeAtLimit(range: Partial<TickRange>, fee: TickGrid): boolean {
  return (
    (range.tickLower !== undefined && tickAtLimit(range.tickLower, fee) !== undefined) ||
    (range.tickUpper !== undefined && tickAtLimit(range.tickUpper, fee) !== undefined)
  )
}

/**
 * The rate toggle's new inputs (spec 02 §4 "The rate toggle inverts range inputs unless a limit
 * is hit"): the same ticks read in the other view, or undefined when a bound is at a limit or the
 * range is not complete.
 */
export function invertedRangeInputs(
  range: Partial<TickRange>,
  p: ViewParameters,
): { left: string; right: string } | undefined {
  if (range.tickLower === undefined || range.tickUpper === undefined) return undefined
  if (rangeAtLimit(range, p.fee)) return undefined
  const text = rangeBoundsText(range as TickRange, { base: p.quote, quote: p.base, fee: p.fee })
  return { left: text.min, right: text.max }
}

// spec 02 §9 "Chart: initial range for stable tiers 0.999 to 1.001 of price; others 0.5 to 2"
// (the chart's zoomLevels hold the same bounds as floats; here exact fractions of the price).

/** The range a fresh form starts with around `price` (quote per base), as typed values. */
export function initialRangeInputs(
  price: Price<Token, Token>,
  fee: TickGrid,
): { left: string; right: string } {
  const stable = isStableGrid(fee)
  const [lo, hi] = stable
    ? [
        [999n, 1000n],
        [1001n, 1000n],
      ]
    : [
        [1n, 2n],
        [2n, 1n],
      ]
  const scaled = ([n, d]: bigint[]) =>
    new Price(
      price.baseCurrency,
      price.quoteCurrency,
      (BigInt(price.denominator.toString()) * (d ?? 1n)).toString(),
      (BigInt(price.numerator.toString()) * (n ?? 1n)).toString(),
    )
  return { left: scaled(lo).toSignificant(5), right: scaled(hi).toSignificant(5) }
}

/** The min and max boxes' texts for whichever bounds are set ('' for a missing one). */
export function boundTexts(
  ticks: Partial<TickRange>,
  p: ViewParameters,
): { min: string; max: string } {
  const lower = ticks.tickLower ?? ticks.tickUpper
  const upper = ticks.tickUpper ?? ticks.tickLower
  if (lower === undefined || upper === undefined) return { min: '', max: '' }
  const text = rangeBoundsText({ tickLower: lower, tickUpper: upper }, p)
  const inverted = isInvertedView(p)
  const hasMin = (inverted ? ticks.tickUpper : ticks.tickLower) !== undefined
  const hasMax = (inverted ? ticks.tickLower : ticks.tickUpper) !== undefined
  return { min: hasMin ? text.min : '', max: hasMax ? text.max : '' }
}

/**
 * A stepper's new typed value: the bound one spacing up or down in the view's price, written with
 * enough digits (8) that parsing it lands on the same usable tick.
 */
export function steppedBound(
  tick: number,
  p: ViewParameters,
  direction: 'increase' | 'decrease',
): string {
  const next = stepPriceBound(tick, p, direction)
  return tickPrice(next, p.base, p.quote).toSignificant(8)
}
