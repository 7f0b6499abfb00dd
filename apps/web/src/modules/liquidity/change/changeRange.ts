// Issue 32 "Change range in one transaction": what moving a position's liquidity to a new range
// does, exact to the wei at the pool's current price. v3 and v4 share it: their pools compute a
// removal and a mint with the same formulas (SqrtPriceMath, LiquidityAmounts; liquidity/v4/
// v4Amounts). All of the old liquidity comes out (rounded down) with every fee owed; the new
// position takes the most liquidity those amounts buy in the new range (rounded up, each ≤ what
// came out); what it doesn't take goes back to the wallet.
import {
  amountsForLiquidity,
  liquidityForAmounts,
  type TokenAmounts,
  type V4PoolPrice,
  type V4Range,
} from '../v4/v4Amounts'

export interface ChangeRangeParameters {
  /** The pool's price now. */
  price: V4PoolPrice
  /** The old position: its range and all of its liquidity. */
  position: V4Range & { liquidity: bigint }
  /** The fees it is owed (v4: paid with any modify; v3: what collect pays beyond the removal). */
  fees: TokenAmounts
  range: V4Range
}

export interface ChangeRangePreview {
  /** The old liquidity, all of it, and what removing it pays. */
  removed: TokenAmounts & { liquidity: bigint }
  fees: TokenAmounts
  /** The new position: its liquidity and what the pool takes for it. */
  minted: TokenAmounts & { liquidity: bigint }
  /** What comes back to the wallet: removed + fees − minted, per side. */
  refunds: TokenAmounts
}

export function changeRangePreview(p: ChangeRangeParameters): ChangeRangePreview {
  const { liquidity } = p.position
  const removed = { liquidity, ...amountsForLiquidity(p.price, p.position, liquidity, false) }
  const available = changeRangeAvailable({ removed, fees: p.fees })
  const minted = liquidityForAmounts(p.price, p.range, available)
  return {
    removed,
    fees: p.fees,
    minted,
    refunds: {
      amount0: available.amount0 - minted.amount0,
      amount1: available.amount1 - minted.amount1,
    },
  }
}

/**
 * Why there is nothing to send: the new range is the old one ('sameRange'), or what comes out
 * buys no liquidity in it ('noLiquidity', e.g. one token only, and the range wants the other).
 */
export function changeRangeBlocked(
  p: Pick<ChangeRangeParameters, 'position' | 'range'>,
  preview: ChangeRangePreview,
): 'sameRange' | 'noLiquidity' | undefined {
  if (p.range.tickLower === p.position.tickLower && p.range.tickUpper === p.position.tickUpper)
    return 'sameRange'
  if (preview.removed.liquidity === 0n || preview.minted.liquidity === 0n) return 'noLiquidity'
  return undefined
}

/** What comes out, all the mint may take: the removal's amounts and the fees. */
export function changeRangeAvailable(
  p: Pick<ChangeRangePreview, 'removed' | 'fees'>,
): TokenAmounts {
  return {
    amount0: p.removed.amount0 + p.fees.amount0,
    amount1: p.removed.amount1 + p.fees.amount1,
  }
}
