// spec 02 §5 Migration / §9: "A warning block shows when v2 and v3 prices differ by at least 2%".
// Both prices are token1 per token0 in raw units: v2 from the reserves, v3 from sqrtPriceX96
// (the pool's, or the starting price of a pool the migration creates). Compared as exact
// fractions: |p3 − p2| / p2.

const Q192 = 2n ** 192n

/** spec 02 §9: 2 %. */
export const PRICE_DIFFERENCE_WARNING_BPS = 200n

/**
 * The difference in hundredths of a percent (basis points), rounded down; shown through the
 * locale formatter's `bpsPercent` (issue 34 #4), like every percent.
 */
export function priceDifferenceBps(
  reserve0: bigint,
  reserve1: bigint,
  sqrtPriceX96: bigint,
): bigint | undefined {
  if (reserve0 === 0n || reserve1 === 0n) return undefined
  // p3 / p2 − 1 = (sqrt² · r0 − r1 · Q192) / (r1 · Q192)
  const diff = sqrtPriceX96 * sqrtPriceX96 * reserve0 - reserve1 * Q192
  const abs = diff < 0n ? -diff : diff
  return (abs * 10000n) / (reserve1 * Q192)
}

export function isLargePriceDifference(bps: bigint | undefined): boolean {
  return bps !== undefined && bps >= PRICE_DIFFERENCE_WARNING_BPS
}
