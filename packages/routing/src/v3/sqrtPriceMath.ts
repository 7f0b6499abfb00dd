// SqrtPriceMath (v3-core) on native bigint. The contract picks between two formulas depending
// on whether an intermediate product overflows 256 bits, and the two round differently, so the
// overflow tests are reproduced explicitly rather than left to bigint's unbounded range.
import { MathRevertError } from '../errors.ts'
import {
  divRoundingUp,
  MAX_UINT160,
  MAX_UINT256,
  mulDiv,
  mulDivRoundingUp,
  Q96,
} from './fullMath.ts'

function toUint160(x: bigint): bigint {
  if (x > MAX_UINT160) throw new MathRevertError('SafeCast.toUint160')
  return x
}

/** Price after adding (or removing) `amount` of token0, rounded up (price moves less). */
export function getNextSqrtPriceFromAmount0RoundingUp(
  sqrtPX96: bigint,
  liquidity: bigint,
  amount: bigint,
  add: boolean,
): bigint {
  if (amount === 0n) return sqrtPX96
  const numerator1 = liquidity << 96n
  const product = amount * sqrtPX96
  if (add) {
    if (product <= MAX_UINT256) {
      const denominator = numerator1 + product
      if (denominator <= MAX_UINT256) return mulDivRoundingUp(numerator1, sqrtPX96, denominator)
    }
    // The contract's overflow fallback: a different (coarser) rounding of the same price.
    const sum = numerator1 / sqrtPX96 + amount
    if (sum > MAX_UINT256) throw new MathRevertError('LowGasSafeMath.add')
    return divRoundingUp(numerator1, sum)
  }
  if (product > MAX_UINT256 || numerator1 <= product) {
    throw new MathRevertError('SqrtPriceMath: amount0 exceeds the virtual reserves')
  }
  return toUint160(mulDivRoundingUp(numerator1, sqrtPX96, numerator1 - product))
}

/** Price after adding (or removing) `amount` of token1, rounded down (price moves less). */
export function getNextSqrtPriceFromAmount1RoundingDown(
  sqrtPX96: bigint,
  liquidity: bigint,
  amount: bigint,
  add: boolean,
): bigint {
  if (add) {
    const quotient =
      amount <= MAX_UINT160 ? (amount << 96n) / liquidity : mulDiv(amount, Q96, liquidity)
    const sum = sqrtPX96 + quotient
    if (sum > MAX_UINT256) throw new MathRevertError('LowGasSafeMath.add')
    return toUint160(sum)
  }
  const quotient =
    amount <= MAX_UINT160
      ? divRoundingUp(amount << 96n, liquidity)
      : mulDivRoundingUp(amount, Q96, liquidity)
  if (sqrtPX96 <= quotient) throw new MathRevertError('SqrtPriceMath: amount1 exceeds the reserves')
  return sqrtPX96 - quotient
}

export function getNextSqrtPriceFromInput(
  sqrtPX96: bigint,
  liquidity: bigint,
  amountIn: bigint,
  zeroForOne: boolean,
): bigint {
  if (sqrtPX96 <= 0n || liquidity <= 0n)
    throw new MathRevertError('SqrtPriceMath: zero price or liquidity')
  return zeroForOne
    ? getNextSqrtPriceFromAmount0RoundingUp(sqrtPX96, liquidity, amountIn, true)
    : getNextSqrtPriceFromAmount1RoundingDown(sqrtPX96, liquidity, amountIn, true)
}

export function getNextSqrtPriceFromOutput(
  sqrtPX96: bigint,
  liquidity: bigint,
  amountOut: bigint,
  zeroForOne: boolean,
): bigint {
  if (sqrtPX96 <= 0n || liquidity <= 0n)
    throw new MathRevertError('SqrtPriceMath: zero price or liquidity')
  return zeroForOne
    ? getNextSqrtPriceFromAmount1RoundingDown(sqrtPX96, liquidity, amountOut, false)
    : getNextSqrtPriceFromAmount0RoundingUp(sqrtPX96, liquidity, amountOut, false)
}

/** Token0 between two prices for a liquidity: L·2^96·(√B−√A)/(√B·√A). */
export function getAmount0Delta(
  sqrtRatioAX96: bigint,
  sqrtRatioBX96: bigint,
  liquidity: bigint,
  roundUp: boolean,
): bigint {
  const [a, b] =
    sqrtRatioAX96 > sqrtRatioBX96 ? [sqrtRatioBX96, sqrtRatioAX96] : [sqrtRatioAX96, sqrtRatioBX96]
  if (a <= 0n) throw new MathRevertError('SqrtPriceMath: zero price')
  const numerator1 = liquidity << 96n
  const numerator2 = b - a
  return roundUp
    ? divRoundingUp(mulDivRoundingUp(numerator1, numerator2, b), a)
    : mulDiv(numerator1, numerator2, b) / a
}

/** Token1 between two prices for a liquidity: L·(√B−√A)/2^96. */
export function getAmount1Delta(
  sqrtRatioAX96: bigint,
  sqrtRatioBX96: bigint,
  liquidity: bigint,
  roundUp: boolean,
): bigint {
  const diff =
    sqrtRatioAX96 > sqrtRatioBX96 ? sqrtRatioAX96 - sqrtRatioBX96 : sqrtRatioBX96 - sqrtRatioAX96
  return roundUp ? mulDivRoundingUp(liquidity, diff, Q96) : mulDiv(liquidity, diff, Q96)
}
