// FullMath and UnsafeMath (v3-core libraries) on native bigint. bigint never overflows, so the
// 512-bit tricks of the Solidity code are unnecessary; what must be kept are its reverts: a
// zero denominator and a result that does not fit in 256 bits.
import { MathRevertError } from '../errors.ts'

export const MAX_UINT256 = (1n << 256n) - 1n
export const MAX_UINT160 = (1n << 160n) - 1n
export const MAX_UINT128 = (1n << 128n) - 1n
export const Q96 = 1n << 96n

/** floor(a·b / d), reverting like FullMath.mulDiv. */
export function mulDiv(a: bigint, b: bigint, d: bigint): bigint {
  if (d === 0n) throw new MathRevertError('FullMath.mulDiv: denominator is zero')
  const result = (a * b) / d
  if (result > MAX_UINT256) throw new MathRevertError('FullMath.mulDiv: result overflows 256 bits')
  return result
}

/** ceil(a·b / d), reverting like FullMath.mulDivRoundingUp. */
export function mulDivRoundingUp(a: bigint, b: bigint, d: bigint): bigint {
  if (d === 0n) throw new MathRevertError('FullMath.mulDivRoundingUp: denominator is zero')
  const product = a * b
  const floor = product / d
  // A multiplication is cheaper than a second division (%) on large bigints.
  const result = floor * d === product ? floor : floor + 1n
  if (result > MAX_UINT256) throw new MathRevertError('FullMath.mulDivRoundingUp: overflow')
  return result
}

/** UnsafeMath.divRoundingUp: ceil(x / y) for unsigned x and a non-zero y. */
export function divRoundingUp(x: bigint, y: bigint): bigint {
  if (y === 0n) throw new MathRevertError('UnsafeMath.divRoundingUp: division by zero')
  const q = x / y
  return q * y === x ? q : q + 1n
}
