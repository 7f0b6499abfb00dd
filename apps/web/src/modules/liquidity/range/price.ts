// Price ⇄ tick for the v3 add form (spec 02 §2 "Price range section", §3 Mint v3 form state:
// startPriceTypedValue, leftRangeTypedValue, rightRangeTypedValue → ticks lower and upper).
// A price here is always "quote per base" in human units, as the user reads it; the pool's tick
// is always token1 per token0 in raw units. The SDK's tickToPrice/priceToClosestTick do the
// token-order and decimals bookkeeping; this file adds exact parsing of the typed text and the
// min/max swap of the inverted view. No floating point: a typed price becomes a fraction of
// integers.
import { Price, type Token } from '@uniswap/sdk-core'
import { encodeSqrtRatioX96, priceToClosestTick, TickMath, tickToPrice } from '@uniswap/v3-sdk'
import type { TickGrid } from './feeTiers'
import { roundToUsableTick, stepTick, type TickRange, tickAtLimit } from './ticks'

// spec 02 §5 "Price text must match digits with an optional decimal point."
const PRICE_PATTERN = /^\d*\.?\d*$/

/** A typed price of one `base` in `quote`, exactly, or undefined when empty, zero or not a number. */
export function parsePrice(
  typed: string,
  base: Token,
  quote: Token,
): Price<Token, Token> | undefined {
  if (!PRICE_PATTERN.test(typed) || typed === '' || typed === '.') return undefined
  const [whole = '', fraction = ''] = typed.split('.')
  const digits = BigInt(`${whole || '0'}${fraction}`)
  if (digits === 0n) return undefined
  // human = digits / 10^f; raw (quote units per base unit) = human × 10^quoteDecimals / 10^baseDecimals
  const numerator = digits * 10n ** BigInt(quote.decimals)
  const denominator = 10n ** BigInt(fraction.length + base.decimals)
  return new Price(base, quote, denominator.toString(), numerator.toString())
}

// The SDK's JSBI values as bigint (jsbi is the SDK's dependency, not ours).
const MIN_SQRT_RATIO = BigInt(TickMath.MIN_SQRT_RATIO.toString())
const MAX_SQRT_RATIO = BigInt(TickMath.MAX_SQRT_RATIO.toString())

// The pool's sqrt price for a price in either view (token1 per token0, Q64.96).
function sqrtRatioOf(price: Price<Token, Token>): bigint {
  const sqrt = price.baseCurrency.sortsBefore(price.quoteCurrency)
    ? encodeSqrtRatioX96(price.numerator, price.denominator)
    : encodeSqrtRatioX96(price.denominator, price.numerator)
  return BigInt(sqrt.toString())
}

/**
 * spec 02 §5 "Invalid price input": a starting price whose sqrt ratio is outside what the pool
 * can be initialised with, [MIN_SQRT_RATIO, MAX_SQRT_RATIO).
 */
export function isInvalidStartPrice(price: Price<Token, Token>): boolean {
  const sqrt = sqrtRatioOf(price)
  return sqrt < MIN_SQRT_RATIO || sqrt >= MAX_SQRT_RATIO
}

/**
 * The tick at or just below a price (in pool order), saturating at MIN_TICK/MAX_TICK for prices
 * the pool cannot represent (priceToClosestTick would throw there).
 */
export function priceToTick(price: Price<Token, Token>): number {
  const sqrt = sqrtRatioOf(price)
  if (sqrt <= MIN_SQRT_RATIO) return TickMath.MIN_TICK
  if (sqrt >= MAX_SQRT_RATIO) return TickMath.MAX_TICK
  return priceToClosestTick(price)
}

/** The price of one `base` in `quote` at a tick. */
export function tickPrice(tick: number, base: Token, quote: Token): Price<Token, Token> {
  return tickToPrice(base, quote, tick)
}

export interface PriceBoundsParameters {
  base: Token
  quote: Token
  /** A v3 fee tier, or a v4 pool's tick spacing. */
  fee: TickGrid
}

/** Whether the user's view is the pool's inverted one (base is token1): min price ↔ upper tick. */
export function isInvertedView({
  base,
  quote,
}: Pick<PriceBoundsParameters, 'base' | 'quote'>): boolean {
  return !base.sortsBefore(quote)
}

/**
 * The usable tick of a typed range bound (spec 02 §5: rounded to the tier's spacing, clamped to
 * the min and max ticks), or undefined when the text is not a price.
 */
export function typedPriceToUsableTick(
  typed: string,
  p: PriceBoundsParameters,
): number | undefined {
  const price = parsePrice(typed, p.base, p.quote)
  return price && roundToUsableTick(priceToTick(price), p.fee)
}

/**
 * The ticks of the typed min and max prices. In the inverted view a higher price is a lower tick,
 * so the min price sets the upper tick and the max price the lower one.
 */
export function rangeTicksFromPrices(
  typed: { min: string; max: string },
  p: PriceBoundsParameters,
): Partial<TickRange> {
  const fromMin = typedPriceToUsableTick(typed.min, p)
  const fromMax = typedPriceToUsableTick(typed.max, p)
  return isInvertedView(p)
    ? { tickLower: fromMax, tickUpper: fromMin }
    : { tickLower: fromMin, tickUpper: fromMax }
}

/**
 * A range input's +/− stepper (spec 02 §2 "min/max price steppers"): the price of the current view
 * goes one tick spacing up or down. In the inverted view a higher price is a lower tick.
 */
export function stepPriceBound(
  tick: number,
  p: PriceBoundsParameters,
  price: 'increase' | 'decrease',
): number {
  const up = (price === 'increase') !== isInvertedView(p)
  return stepTick(tick, p.fee, up ? 'up' : 'down')
}

export interface RangePrices {
  min: Price<Token, Token>
  max: Price<Token, Token>
}

/** The min and max price of a tick range in the user's view (quote per base). */
export function rangePrices(
  range: TickRange,
  p: Pick<PriceBoundsParameters, 'base' | 'quote'>,
): RangePrices {
  const lower = tickPrice(range.tickLower, p.base, p.quote)
  const upper = tickPrice(range.tickUpper, p.base, p.quote)
  return isInvertedView(p) ? { min: upper, max: lower } : { min: lower, max: upper }
}

// spec 02 §9 "Significant digits: 5 for range inputs".
const RANGE_SIGNIFICANT_DIGITS = 5

/**
 * The range bounds as the inputs show them: 5 significant digits, and '0' / '∞' for a bound at a
 * usable limit (spec 02 §5 "Handles at a limit display 0 and an infinity sign").
 */
export function rangeBoundsText(
  range: TickRange,
  p: PriceBoundsParameters,
): { min: string; max: string } {
  const prices = rangePrices(range, p)
  const atLowerLimit = tickAtLimit(range.tickLower, p.fee) === 'lower'
  const atUpperLimit = tickAtLimit(range.tickUpper, p.fee) === 'upper'
  const [minAtLimit, maxAtLimit] = isInvertedView(p)
    ? [atUpperLimit, atLowerLimit]
    : [atLowerLimit, atUpperLimit]
  return {
    min: minAtLimit ? '0' : prices.min.toSignificant(RANGE_SIGNIFICANT_DIGITS),
    max: maxAtLimit ? '∞' : prices.max.toSignificant(RANGE_SIGNIFICANT_DIGITS),
  }
}
