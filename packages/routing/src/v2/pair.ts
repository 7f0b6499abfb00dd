// UniswapV2Library.getAmountOut / getAmountIn: the 0.3 % fee as 997/1000, floor division, and
// +1 on the input so the pair's K check always passes. Reverts become errors with the same names.
import { InsufficientLiquidityError, InvalidInputError } from '../errors.ts'

export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n) throw new InvalidInputError('UniswapV2Library: INSUFFICIENT_INPUT_AMOUNT')
  if (reserveIn <= 0n || reserveOut <= 0n) {
    throw new InsufficientLiquidityError('UniswapV2Library: INSUFFICIENT_LIQUIDITY')
  }
  const amountInWithFee = amountIn * 997n
  return (amountInWithFee * reserveOut) / (reserveIn * 1000n + amountInWithFee)
}

export function getAmountIn(amountOut: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountOut <= 0n) throw new InvalidInputError('UniswapV2Library: INSUFFICIENT_OUTPUT_AMOUNT')
  if (reserveIn <= 0n || reserveOut <= 0n) {
    throw new InsufficientLiquidityError('UniswapV2Library: INSUFFICIENT_LIQUIDITY')
  }
  // The library would underflow (amountOut > reserveOut) or divide by zero (equal): the pair
  // can never pay out its whole reserve.
  if (amountOut >= reserveOut) {
    throw new InsufficientLiquidityError('v2 pair cannot pay out its whole reserve')
  }
  return (reserveIn * amountOut * 1000n) / ((reserveOut - amountOut) * 997n) + 1n
}
