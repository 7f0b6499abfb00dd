// UniswapV3Pool.swap replayed off-chain: the same loop over computeSwapStep, tick crossings and
// price limit, on a snapshot of the pool (slot0, liquidity, initialized ticks with liquidityNet).
// Fee growth, oracle and protocol fees are left out: they never change the swapped amounts.
import { InvalidInputError, MathRevertError } from '../errors.ts'
import { addDelta } from './liquidityMath.ts'
import { computeSwapStep } from './swapMath.ts'
import { recordTickEdge } from './tickEdges.ts'
import { nextInitializedTick, nextInitializedTickWithinOneWord, type Tick } from './tickList.ts'
import {
  getSqrtRatioAtTick,
  getTickAtSqrtRatio,
  MAX_SQRT_RATIO,
  MAX_TICK,
  MIN_SQRT_RATIO,
  MIN_TICK,
} from './tickMath.ts'

/** The part of a v3 pool's state a swap reads. */
export interface V3SwapState {
  /** Fee in hundredths of a basis point (500 = 0.05 %). */
  fee: number
  tickSpacing: number
  sqrtPriceX96: bigint
  tick: number
  liquidity: bigint
  /** Every initialized tick, sorted by index ascending. */
  ticks: readonly Tick[]
  /** Where `ticks` is known to be complete (graph/types.ts V3Pool.tickRange); absent: everywhere. */
  tickRange?: { lower: number; upper: number }
}

export interface V3SwapResult {
  /** Pool's token0 balance change: positive paid in, negative paid out (the pool's convention). */
  amount0: bigint
  amount1: bigint
  sqrtPriceX96After: bigint
  tickAfter: number
  liquidityAfter: bigint
  initializedTicksCrossed: number
  /** Part of amountSpecified left unfilled when the price limit was reached. */
  amountSpecifiedRemaining: bigint
  /**
   * True when the requested amount could not be filled before the price limit: without an
   * explicit limit this means the pool ran out of liquidity. The chain would execute the partial
   * swap (and a router would then revert), so routes must treat it as a failure.
   */
  insufficientLiquidity: boolean
}

function defaultLimit(zeroForOne: boolean): bigint {
  return zeroForOne ? MIN_SQRT_RATIO + 1n : MAX_SQRT_RATIO - 1n
}

/**
 * How far a swap may move the price: the protocol's bounds, or the edge of the known ticks when
 * the pool was read partially (beyond it the liquidity is unknown, so no amount there is exact).
 */
export function swapPriceBound(pool: Pick<V3SwapState, 'tickRange'>, zeroForOne: boolean): bigint {
  const protocol = defaultLimit(zeroForOne)
  const range = pool.tickRange
  if (range === undefined) return protocol
  if (zeroForOne) {
    const edge = getSqrtRatioAtTick(Math.max(range.lower, MIN_TICK))
    return edge > protocol ? edge : protocol
  }
  const edge = getSqrtRatioAtTick(Math.min(range.upper, MAX_TICK))
  return edge < protocol ? edge : protocol
}

/**
 * Simulates `pool.swap(zeroForOne, amountSpecified, sqrtPriceLimitX96)`. A positive
 * amountSpecified is an exact input, a negative one an exact output; without a limit the swap
 * may run to the protocol's price bounds, as QuoterV2 does.
 */
export function simulateV3Swap(
  pool: V3SwapState,
  zeroForOne: boolean,
  amountSpecified: bigint,
  sqrtPriceLimitX96?: bigint,
): V3SwapResult {
  if (amountSpecified === 0n) throw new InvalidInputError('amountSpecified must not be zero (AS)')
  const requested = sqrtPriceLimitX96 ?? defaultLimit(zeroForOne)
  const limitOk = zeroForOne
    ? requested < pool.sqrtPriceX96 && requested > MIN_SQRT_RATIO
    : requested > pool.sqrtPriceX96 && requested < MAX_SQRT_RATIO
  if (!limitOk) throw new MathRevertError('SPL')
  // A partially read pool: stop at the edge of the known ticks (the tighter of the two limits).
  const bound = swapPriceBound(pool, zeroForOne)
  const atEdge = zeroForOne ? bound > requested : bound < requested
  const limit = atEdge ? bound : requested
  if (zeroForOne ? limit >= pool.sqrtPriceX96 : limit <= pool.sqrtPriceX96) {
    // Already at the edge of what is known: nothing can be filled exactly.
    recordTickEdge(pool, zeroForOne)
    return {
      amount0: 0n,
      amount1: 0n,
      sqrtPriceX96After: pool.sqrtPriceX96,
      tickAfter: pool.tick,
      liquidityAfter: pool.liquidity,
      initializedTicksCrossed: 0,
      amountSpecifiedRemaining: amountSpecified,
      insufficientLiquidity: true,
    }
  }

  const exactInput = amountSpecified > 0n
  const fee = BigInt(pool.fee)
  let remaining = amountSpecified
  let calculated = 0n
  let sqrtPrice = pool.sqrtPriceX96
  let tick = pool.tick
  let liquidity = pool.liquidity
  let crossed = 0

  while (remaining !== 0n && sqrtPrice !== limit) {
    const start = sqrtPrice
    const next =
      liquidity === 0n
        ? nextInitializedTick(pool.ticks, tick, zeroForOne, zeroForOne ? MIN_TICK : MAX_TICK)
        : nextInitializedTickWithinOneWord(pool.ticks, tick, pool.tickSpacing, zeroForOne)
    const tickNext = Math.min(Math.max(next.tick, MIN_TICK), MAX_TICK)
    const sqrtNext = getSqrtRatioAtTick(tickNext)
    const target = (zeroForOne ? sqrtNext < limit : sqrtNext > limit) ? limit : sqrtNext
    const step = computeSwapStep(sqrtPrice, target, liquidity, remaining, fee)
    sqrtPrice = step.sqrtRatioNextX96
    if (exactInput) {
      remaining -= step.amountIn + step.feeAmount
      calculated -= step.amountOut
    } else {
      remaining += step.amountOut
      calculated += step.amountIn + step.feeAmount
    }
    if (sqrtPrice === sqrtNext) {
      const initialized = pool.ticks[next.position]
      if (initialized !== undefined && initialized.index === tickNext) {
        const net = initialized.liquidityNet
        liquidity = addDelta(liquidity, zeroForOne ? -net : net)
        crossed++
      }
      tick = zeroForOne ? tickNext - 1 : tickNext
    } else if (sqrtPrice !== start) {
      tick = getTickAtSqrtRatio(sqrtPrice)
    }
  }

  // Stopped by the edge of the known ticks, not by the pool: the whole pool might fill more.
  if (atEdge && remaining !== 0n) recordTickEdge(pool, zeroForOne)
  const filled = amountSpecified - remaining
  const [amount0, amount1] = zeroForOne === exactInput ? [filled, calculated] : [calculated, filled]
  return {
    amount0,
    amount1,
    sqrtPriceX96After: sqrtPrice,
    tickAfter: tick,
    liquidityAfter: liquidity,
    initializedTicksCrossed: crossed,
    amountSpecifiedRemaining: remaining,
    insufficientLiquidity: remaining !== 0n,
  }
}
