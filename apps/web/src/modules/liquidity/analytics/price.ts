// Exact valuation at the pool price (issue 13, position analytics). slot0.sqrtPriceX96 is
// sqrt(price) · 2^96 where price = token1 raw units per token0 raw unit, so decimals never enter:
// raw amounts in, raw token1 units out, for 18/18 and 6/18 pairs alike.
import type { TokenAmounts } from './ledger'

const Q192 = 1n << 192n

/**
 * Value in token1 raw units scaled by 2^192, with no rounding at all:
 * amount0 · sqrtPriceX96² + amount1 · 2^192. Sum and compare values in this form; divide once.
 */
export function valueX192(amounts: TokenAmounts, sqrtPriceX96: bigint): bigint {
  return amounts.amount0 * sqrtPriceX96 * sqrtPriceX96 + amounts.amount1 * Q192
}

/** A valueX192 in token1 raw units, truncated toward zero (so −1.5 → −1, 1.5 → 1). */
export function toToken1(x192: bigint): bigint {
  return x192 / Q192
}

/** Percent display values carry this many decimals (0.0001 %), truncated toward zero. */
export const PERCENT_DECIMALS = 4

/**
 * 100 · numerator / denominator as a number, exact to PERCENT_DECIMALS (the only float step: the
 * division is done in bigint first). Null when the denominator is not positive.
 */
export function percent(numerator: bigint, denominator: bigint): number | null {
  if (denominator <= 0n) return null
  const scale = 10n ** BigInt(PERCENT_DECIMALS)
  return Number((numerator * 100n * scale) / denominator) / Number(scale)
}
