// spec 02 §4 "Fee tier selection" and issue 13: each tier's share of the pair's liquidity,
// computed on chain, no indexer. A tier's pool is worth its token0 and token1 balances valued in
// token1 at that pool's own price (sqrtPriceX96² / 2¹⁹²); the share is that worth over the sum
// of all tiers. Exact integers until the percent.
import type { FeeTier } from '../../../liquidity'

export interface TierHoldings {
  fee: FeeTier
  /** undefined: the tier's pool does not exist (slot0 failed or the price is zero). */
  sqrtPriceX96: bigint | undefined
  balance0: bigint
  balance1: bigint
}

export interface TierShare {
  fee: FeeTier
  created: boolean
  /** Percent of the pair's liquidity (0–100), undefined when no tier holds anything. */
  percent: number | undefined
}

/** A pool's holdings in token1 units, scaled by 2¹⁹² (the price's denominator). */
const worth = (t: TierHoldings): bigint =>
  t.sqrtPriceX96 === undefined ? 0n : t.balance1 * (1n << 192n) + t.balance0 * t.sqrtPriceX96 ** 2n

export function tierShares(tiers: readonly TierHoldings[]): TierShare[] {
  const total = tiers.reduce((sum, t) => sum + worth(t), 0n)
  return tiers.map((t) => ({
    fee: t.fee,
    created: t.sqrtPriceX96 !== undefined,
    // Basis points first (exact), then a number only for display.
    percent: total === 0n ? undefined : Number((worth(t) * 10_000n) / total) / 100,
  }))
}

/** spec 02 §4: the most used tier, auto-selected once; undefined when no tier holds liquidity. */
export function mostUsedTier(shares: readonly TierShare[]): FeeTier | undefined {
  let best: TierShare | undefined
  for (const s of shares)
    if (s.percent !== undefined && s.percent > 0 && (!best || (best.percent ?? 0) < s.percent))
      best = s
  return best?.fee
}
