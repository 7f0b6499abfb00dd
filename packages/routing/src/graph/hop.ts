// One exact swap through one pool, v2, v3 or v4 (a hookless v4 pool swaps as v3 does), in the terms a route needs: which token goes in,
// how much goes in and comes out. Partial fills are failures here, as they are for a router.
import { InsufficientLiquidityError, InvalidInputError } from '../errors.ts'
import { getAmountIn, getAmountOut } from '../v2/pair.ts'
import { simulateV3Swap } from '../v3/simulate.ts'
import type { Address, Pool } from './types.ts'

/**
 * UniswapV2Pair keeps its reserves in uint112 and reverts ('UniswapV2: OVERFLOW') on a balance
 * above that; Router02's getAmountsOut overflows (SafeMath) for inputs far beyond it. Such an
 * input cannot be swapped on the pair at all: the hop refuses it, like a drained pool.
 */
const UINT112_MAX = (1n << 112n) - 1n

function checkV2Balance(pool: { address: string }, reserveIn: bigint, amountIn: bigint): void {
  if (reserveIn + amountIn > UINT112_MAX)
    throw new InsufficientLiquidityError(
      `v2 pair ${pool.address} cannot take ${amountIn} in: its balance would overflow uint112`,
    )
}

export interface HopAmounts {
  amountIn: bigint
  amountOut: bigint
  /** v3 only: initialized ticks crossed (0 for a v2 pair). */
  initializedTicksCrossed: number
}

export function hopExactIn(pool: Pool, tokenIn: Address, amountIn: bigint): HopAmounts {
  const zeroForOne = tokenIn === pool.token0
  if (pool.protocol === 'v2') {
    const [reserveIn, reserveOut] = zeroForOne
      ? [pool.reserve0, pool.reserve1]
      : [pool.reserve1, pool.reserve0]
    checkV2Balance(pool, reserveIn, amountIn)
    const amountOut = getAmountOut(amountIn, reserveIn, reserveOut)
    // UniswapV2Pair.swap reverts on a zero output.
    if (amountOut === 0n) throw new InvalidInputError('UniswapV2: INSUFFICIENT_OUTPUT_AMOUNT')
    return { amountIn, amountOut, initializedTicksCrossed: 0 }
  }
  const r = simulateV3Swap(pool, zeroForOne, amountIn)
  if (r.insufficientLiquidity) {
    throw new InsufficientLiquidityError(
      `${pool.protocol} pool ${pool.address} cannot take ${amountIn} in`,
    )
  }
  return {
    amountIn,
    amountOut: zeroForOne ? -r.amount1 : -r.amount0,
    initializedTicksCrossed: r.initializedTicksCrossed,
  }
}

export function hopExactOut(pool: Pool, tokenIn: Address, amountOut: bigint): HopAmounts {
  const zeroForOne = tokenIn === pool.token0
  if (pool.protocol === 'v2') {
    const [reserveIn, reserveOut] = zeroForOne
      ? [pool.reserve0, pool.reserve1]
      : [pool.reserve1, pool.reserve0]
    const amountIn = getAmountIn(amountOut, reserveIn, reserveOut)
    checkV2Balance(pool, reserveIn, amountIn)
    return { amountIn, amountOut, initializedTicksCrossed: 0 }
  }
  const r = simulateV3Swap(pool, zeroForOne, -amountOut)
  // SwapRouter's exactOutput requires the full output (no price limit): a partial fill reverts.
  if (r.insufficientLiquidity) {
    throw new InsufficientLiquidityError(
      `${pool.protocol} pool ${pool.address} cannot pay ${amountOut} out`,
    )
  }
  return {
    amountIn: zeroForOne ? r.amount0 : r.amount1,
    amountOut,
    initializedTicksCrossed: r.initializedTicksCrossed,
  }
}
