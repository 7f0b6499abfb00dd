// One exact swap through one pool, v2 or v3, in the terms a route needs: which token goes in,
// how much goes in and comes out. Partial fills are failures here, as they are for a router.
import { InsufficientLiquidityError, InvalidInputError } from '../errors.ts'
import { getAmountIn, getAmountOut } from '../v2/pair.ts'
import { simulateV3Swap } from '../v3/simulate.ts'
import type { Address, Pool } from './types.ts'

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
    const amountOut = getAmountOut(amountIn, reserveIn, reserveOut)
    // UniswapV2Pair.swap reverts on a zero output.
    if (amountOut === 0n) throw new InvalidInputError('UniswapV2: INSUFFICIENT_OUTPUT_AMOUNT')
    return { amountIn, amountOut, initializedTicksCrossed: 0 }
  }
  const r = simulateV3Swap(pool, zeroForOne, amountIn)
  if (r.insufficientLiquidity) {
    throw new InsufficientLiquidityError(`v3 pool ${pool.address} cannot take ${amountIn} in`)
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
    return {
      amountIn: getAmountIn(amountOut, reserveIn, reserveOut),
      amountOut,
      initializedTicksCrossed: 0,
    }
  }
  const r = simulateV3Swap(pool, zeroForOne, -amountOut)
  // SwapRouter's exactOutput requires the full output (no price limit): a partial fill reverts.
  if (r.insufficientLiquidity) {
    throw new InsufficientLiquidityError(`v3 pool ${pool.address} cannot pay ${amountOut} out`)
  }
  return {
    amountIn: zeroForOne ? r.amount0 : r.amount1,
    amountOut,
    initializedTicksCrossed: r.initializedTicksCrossed,
  }
}
