// spec 02 §5 "Range price input: a min at or below zero becomes 0.000001; a max is accepted only
// above zero and below 1e35; values are set with six decimals" and §9 "Min price fallback
// 0.000001; max below 1e35". These are the chart handles' values (d3 works in floats, so this is
// the one place a price is a number); the text they produce is then parsed exactly like a typed
// price (parsePrice) and rounded to a usable tick.

const MIN_PRICE_FALLBACK = '0.000001'
const MAX_PRICE_LIMIT = 1e35
const DECIMALS = 6
// Number.prototype.toFixed switches to exponent notation from 1e21, which the price pattern
// (digits with an optional point) rejects; above it the float is an integer anyway.
const EXPONENT_FROM = 1e21

function toSixDecimals(value: number): string {
  return value < EXPONENT_FROM
    ? value.toFixed(DECIMALS)
    : `${BigInt(value)}.${'0'.repeat(DECIMALS)}`
}

/** The min input's text for a handle at `value`: at or below zero it is the fallback. */
export function chartMinToTyped(value: number): string | undefined {
  if (!Number.isFinite(value))
    return value === Number.NEGATIVE_INFINITY ? MIN_PRICE_FALLBACK : undefined
  return value <= 0 ? MIN_PRICE_FALLBACK : toSixDecimals(value)
}

/** The max input's text for a handle at `value`, or undefined (ignored) outside (0, 1e35). */
export function chartMaxToTyped(value: number): string | undefined {
  return value > 0 && value < MAX_PRICE_LIMIT ? toSixDecimals(value) : undefined
}
