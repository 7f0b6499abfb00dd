// What the chart's range handles mean for the add form (spec 02 §5 v3 add): a dragged handle's
// price becomes the range input's text through chartMinToTyped/chartMaxToTyped (six decimals,
// 0.000001 min fallback, max below 1e35); a keyboard step moves a bound by one tick spacing; a
// bound at a usable limit reads 0 or ∞.
import type { Price, Token } from '@uniswap/sdk-core'
import type { TickGrid } from '../../range/feeTiers'
import { isInvertedView, priceToTick, stepPriceBound, tickPrice } from '../../range/price'
import { roundToUsableTick } from '../../range/ticks'
import { chartMaxToTyped, chartMinToTyped } from './chartBounds'

export type HandleSide = 'min' | 'max'

/** The range input text for a handle dropped at `price`, or undefined when the input ignores it. */
export function droppedHandleTyped(side: HandleSide, price: number): string | undefined {
  return side === 'min' ? chartMinToTyped(price) : chartMaxToTyped(price)
}

// Enough digits that the text parses back to the same tick (a tick is a 1e-4 step in price).
const STEP_DIGITS = 12

export interface SteppedHandleTypedParameters {
  /** The bound's current price in the view (quote per base). */
  bound: Price<Token, Token>
  base: Token
  quote: Token
  fee: TickGrid
  direction: 'increase' | 'decrease'
}

/**
 * The range input text one tick spacing above or below `bound` in the view's price (arrow keys
 * on a handle). The text is rounded so that the pool price it stands for is at or just above the
 * target tick's, so parsing it (priceToTick floors) lands on that tick again even at spacing 1:
 * up in the pool's own view, down in the inverted one.
 */
export function steppedHandleTyped({
  bound,
  base,
  quote,
  fee,
  direction,
}: SteppedHandleTypedParameters): string {
  const tick = roundToUsableTick(priceToTick(bound), fee)
  return tickTyped(stepPriceBound(tick, { base, quote, fee }, direction), { base, quote })
}

/**
 * A typed price that parses back to exactly `tick` in the view "quote per base" (priceToTick
 * floors, so the text is rounded to stand for a pool price at or just above the tick's: up in the
 * pool's own view, down in the inverted one). The rate toggle writes the same ticks this way.
 */
export function tickTyped(tick: number, view: { base: Token; quote: Token }): string {
  const raw = tickPrice(tick, view.base, view.quote)
  // human price = raw × scalar (10^baseDecimals / 10^quoteDecimals)
  const price = raw.asFraction.multiply(raw.scalar)
  return decimalText(
    BigInt(price.numerator.toString()),
    BigInt(price.denominator.toString()),
    !isInvertedView(view),
  )
}

/**
 * n / d as plain decimal text with at least STEP_DIGITS significant digits, rounded up or down
 * exactly (bigint; the SDK's toSignificant rounds its intermediate division first).
 */
export function decimalText(n: bigint, d: bigint, roundUp: boolean): string {
  const magnitude = n.toString().length - d.toString().length
  const decimals = Math.max(0, STEP_DIGITS - magnitude + 1)
  const scaled = n * 10n ** BigInt(decimals)
  let q = scaled / d
  if (roundUp && q * d !== scaled) q += 1n
  const digits = q.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

// spec 02 §9 "Significant digits: 5 for range inputs": the handles read like the inputs.
const BOUND_DIGITS = 5

/** A handle's value text: '0' / '∞' at a usable limit (spec 02 §5), else 5 significant digits. */
export function handleValueText(
  side: HandleSide,
  bound: Price<Token, Token> | undefined,
  atLimit: boolean,
): string | undefined {
  if (atLimit) return side === 'min' ? '0' : '∞'
  return bound?.toSignificant(BOUND_DIGITS)
}

/** The percent the brush label shows: how far `price` is from the current price. */
export function percentFromCurrent(price: number, current: number): number {
  return current > 0 ? price / current - 1 : 0
}
