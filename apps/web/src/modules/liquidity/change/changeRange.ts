// Issue 32 "Change range in one transaction": what moving a position's liquidity to a new range
// does, exact to the wei at the pool's current price. v3 and v4 share it: their pools compute a
// removal and a mint with the same formulas (SqrtPriceMath, LiquidityAmounts; liquidity/v4/
// v4Amounts). All of the old liquidity comes out (rounded down) with every fee owed; the new
// position takes a little less than the most those amounts buy in the new range (the buffer
// below); what it doesn't take goes back to the wallet.
//
// The buffer against price moves. The transaction is built at the price the preview saw, and the
// price may move before it is mined. Minting everything that came out would then fail: at another
// price the removal pays other amounts and the same mint takes other amounts, and v4's TAKE_PAIR
// reverts on a debt, while v3's mint would pull the difference from the wallet (and revert where
// the wallet has no allowance for it). So, as a DEX's add does with its slippage maxima, the mint
// is sized to fit at any price within the user's slippage tolerance s (settings; 0.50 % by
// default, liquidity/mint addSlippageBps):
//   - what the mint may take of each side (`desired`: v3's amountDesired, v4's maxima) is the
//     least that side comes out anywhere in [P·(1 − s), P·(1 + s)]. A removal pays less token0 as
//     the price rises and less token1 as it falls (SqrtPriceMath), so those are token0 at the top
//     of the band and token1 at its bottom;
//   - v3's mint works the liquidity out at the price it meets (LiquidityAmounts, rounding down) and
//     never takes more than `desired`: it fits within the band by construction;
//   - v4 mints a fixed liquidity: the least that `desired` buys at either end of the band. A
//     liquidity takes more token0 as the price falls and more token1 as it rises, so at any price
//     between the ends it takes no more than at the end that binds: it fits too.
// The slippage checks follow the same band (`minimums`, as v3-sdk's mintAmountsWithSlippage takes
// the amounts at the tolerance's prices): the removal's minimums are what it pays at the band's
// ends (token0 at the top, token1 at the bottom), and v3's mint's minimums what it takes there.
// So a move within the tolerance passes them, and a larger one reverts the change.
// At an unmoved price the preview is still exact: the mint's liquidity and amounts are the pool's
// at P for these inputs, and the rest (a share of s on each side) is refunded.
import { getTickAtSqrtRatio, MAX_SQRT_RATIO, MIN_SQRT_RATIO } from '@tidepool/routing'
import { sqrt } from '../../../lib/sqrt'
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
  /** The user's slippage tolerance in basis points: the price move the mint must survive. */
  slippageBps: number
  /** v3's mint takes amounts (the liquidity worked out on chain); v4's a liquidity. */
  mintsBy: 'amounts' | 'liquidity'
}

export interface ChangeRangePreview {
  /** The old liquidity, all of it, and what removing it pays. */
  removed: TokenAmounts & { liquidity: bigint }
  fees: TokenAmounts
  /** The most the mint may take of each side: what comes out anywhere in the tolerance band. */
  desired: TokenAmounts
  /** The slippage checks: the least the removal pays and v3's mint takes within the band. */
  minimums: { removed: TokenAmounts; minted: TokenAmounts }
  /** The new position: its liquidity and what the pool takes for it at the current price. */
  minted: TokenAmounts & { liquidity: bigint }
  /** What comes back to the wallet: removed + fees − minted, per side. */
  refunds: TokenAmounts
}

export function changeRangePreview(p: ChangeRangeParameters): ChangeRangePreview {
  const { liquidity } = p.position
  const outAt = (price: V4PoolPrice) =>
    changeRangeAvailable({
      removed: { liquidity, ...amountsForLiquidity(price, p.position, liquidity, false) },
      fees: p.fees,
    })
  const removed = { liquidity, ...amountsForLiquidity(p.price, p.position, liquidity, false) }
  const available = outAt(p.price)
  const band = priceBand(p.price, p.slippageBps)
  const desired = { amount0: outAt(band.high).amount0, amount1: outAt(band.low).amount1 }
  const minted =
    p.mintsBy === 'amounts'
      ? liquidityForAmounts(p.price, p.range, desired)
      : mintedLiquidity(p.price, p.range, desired, band)
  const removedAt = (q: V4PoolPrice) => amountsForLiquidity(q, p.position, liquidity, false)
  return {
    removed,
    fees: p.fees,
    desired,
    minimums: {
      // A removal pays less token0 as the price rises, less token1 as it falls (exact: floors of
      // monotone amounts).
      removed: { amount0: removedAt(band.high).amount0, amount1: removedAt(band.low).amount1 },
      minted: mintMinimums(p.range, desired, band),
    },
    minted,
    refunds: {
      amount0: available.amount0 - minted.amount0,
      amount1: available.amount1 - minted.amount1,
    },
  }
}

/**
 * v4: the least liquidity `desired` buys at either end of the band and at the current price, and
 * what the pool takes for it at the current price. An end where `desired` buys nothing (the range
 * would need a token that did not come out: a one-sided position moved next to the price) is left
 * out: no liquidity fits there, so rather than blocking the change, a move that far reverts it.
 */
function mintedLiquidity(
  price: V4PoolPrice,
  range: V4Range,
  desired: TokenAmounts,
  band: { low: V4PoolPrice; high: V4PoolPrice },
): TokenAmounts & { liquidity: bigint } {
  const at = (q: V4PoolPrice) => liquidityForAmounts(q, range, desired).liquidity
  const least = [band.low, band.high]
    .map(at)
    .filter((l) => l > 0n)
    .reduce((x, y) => (x < y ? x : y), at(price))
  return { liquidity: least, ...amountsForLiquidity(price, range, least, true) }
}

/**
 * v3's mint works its liquidity out at the price it meets: min(what `desired` buys of token0, of
 * token1). What it takes of token0 is then min(desired0, desired1 · token0-per-token1 of the
 * range), which falls as the price rises; of token1, the mirror. So the least is at the band's
 * top for token0 and its bottom for token1, less one basis point for the rounding of the
 * liquidity at the prices in between (a few wei per unit of liquidity).
 */
function mintMinimums(
  range: V4Range,
  desired: TokenAmounts,
  band: { low: V4PoolPrice; high: V4PoolPrice },
): TokenAmounts {
  const less = (x: bigint) => (x > x / 10_000n + 1n ? x - x / 10_000n - 1n : 0n)
  return {
    amount0: less(liquidityForAmounts(band.high, range, desired).amount0),
    amount1: less(liquidityForAmounts(band.low, range, desired).amount1),
  }
}

const [MIN_SQRT, MAX_SQRT] = [MIN_SQRT_RATIO, MAX_SQRT_RATIO - 1n]

/**
 * The prices `bps` below and above `price` (the sqrt price times √(1 ∓ bps/10⁴), widened by a
 * unit each way), within the pool's limits, with their ticks.
 */
export function priceBand(
  price: V4PoolPrice,
  bps: number,
): { low: V4PoolPrice; high: V4PoolPrice } {
  const squared = price.sqrtPriceX96 * price.sqrtPriceX96
  const scaled = (b: number) => sqrt((squared * BigInt(10_000 + b)) / 10_000n)
  const clamp = (x: bigint) => (x < MIN_SQRT ? MIN_SQRT : x > MAX_SQRT ? MAX_SQRT : x)
  const at = (sqrtPriceX96: bigint): V4PoolPrice => ({
    sqrtPriceX96,
    tick: getTickAtSqrtRatio(sqrtPriceX96),
  })
  return { low: at(clamp(scaled(-bps) - 1n)), high: at(clamp(scaled(bps) + 1n)) }
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
