// Exact price → sqrtPriceX96 conversion and tick helpers for seeding v3 pools. Prices are in
// micro-USD (bigint) so the pool's starting price is exact integer math, not floating point.

export const MIN_TICK = -887272
export const MAX_TICK = 887272
const Q192 = 1n << 192n

/** Tick spacing of each enabled fee tier (v3-core factory constructor + enableFeeAmount(100, 1)). */
export const TICK_SPACING: Readonly<Record<number, number>> = {
  100: 1,
  500: 10,
  3000: 60,
  10000: 200,
}

export function tickSpacing(fee: number): number {
  const spacing = TICK_SPACING[fee]
  if (spacing === undefined) throw new Error(`no tick spacing for fee ${fee}`)
  return spacing
}

/** Floor square root of a non-negative bigint (Newton's method from above). */
export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('isqrt of a negative number')
  if (n < 2n) return n
  // 2^ceil(bits/2) is at or above the root; from above, Newton decreases monotonically.
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / 2))
  for (;;) {
    const y = (x + n / x) >> 1n
    if (y >= x) return x
    x = y
  }
}

export interface PricedToken {
  decimals: number
  /** USD price of one whole token, in micro-USD. */
  priceMicroUsd: bigint
}

/**
 * sqrt(raw token1 per raw token0) · 2^96, the pool's initial price. Raw amounts, so decimals
 * count: 1 WETH (1e18) = 3000 USDC (3000e6) gives a ratio of 3000e6 / 1e18.
 */
export function sqrtPriceX96(token0: PricedToken, token1: PricedToken): bigint {
  const num = token0.priceMicroUsd * 10n ** BigInt(token1.decimals) * Q192
  const den = token1.priceMicroUsd * 10n ** BigInt(token0.decimals)
  return isqrt(num / den)
}

/** The tick whose price is at or just below raw token1 per raw token0 (float is fine here). */
export function priceTick(token0: PricedToken, token1: PricedToken): number {
  const ratio =
    (Number(token0.priceMicroUsd) / Number(token1.priceMicroUsd)) *
    10 ** (token1.decimals - token0.decimals)
  return Math.floor(Math.log(ratio) / Math.log(1.0001))
}

/** Ticks spanned by a relative price move: +10 % → ticks(0.10) ≈ 953. */
export function ticksForMove(relative: number): number {
  return Math.round(Math.log(1 + relative) / Math.log(1.0001))
}

/** Rounds a tick down to a multiple of the spacing, kept inside the usable tick range. */
export function alignTick(tick: number, spacing: number): number {
  const min = Math.ceil(MIN_TICK / spacing) * spacing
  const max = Math.floor(MAX_TICK / spacing) * spacing
  return Math.min(max, Math.max(min, Math.floor(tick / spacing) * spacing))
}

export function fullRange(spacing: number): [number, number] {
  return [Math.ceil(MIN_TICK / spacing) * spacing, Math.floor(MAX_TICK / spacing) * spacing]
}

/** Token order in v2 pairs and v3 pools: the lower address is token0. */
export function sortAddresses<T extends string>(a: T, b: T): [T, T] {
  return BigInt(a) < BigInt(b) ? [a, b] : [b, a]
}
