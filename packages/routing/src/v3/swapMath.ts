// SwapMath.computeSwapStep (v3-core): one step of a swap inside a range of constant liquidity.
// The fee is taken from the input; on a partial step the whole remainder above amountIn is fee.
import { mulDiv, mulDivRoundingUp } from './fullMath.ts'
import {
  getAmount0Delta,
  getAmount1Delta,
  getNextSqrtPriceFromInput,
  getNextSqrtPriceFromOutput,
} from './sqrtPriceMath.ts'

const ONE_MILLION = 1_000_000n

export interface SwapStep {
  sqrtRatioNextX96: bigint
  amountIn: bigint
  amountOut: bigint
  feeAmount: bigint
}

/**
 * `amountRemaining` > 0 is exact input, < 0 exact output (the pool's sign convention).
 * `feePips` is the pool fee in hundredths of a basis point (3000 = 0.3 %).
 */
export function computeSwapStep(
  sqrtRatioCurrentX96: bigint,
  sqrtRatioTargetX96: bigint,
  liquidity: bigint,
  amountRemaining: bigint,
  feePips: bigint,
): SwapStep {
  const zeroForOne = sqrtRatioCurrentX96 >= sqrtRatioTargetX96
  const exactIn = amountRemaining >= 0n
  let sqrtRatioNextX96: bigint
  let amountIn = 0n
  let amountOut = 0n
  if (exactIn) {
    const amountRemainingLessFee = mulDiv(amountRemaining, ONE_MILLION - feePips, ONE_MILLION)
    amountIn = zeroForOne
      ? getAmount0Delta(sqrtRatioTargetX96, sqrtRatioCurrentX96, liquidity, true)
      : getAmount1Delta(sqrtRatioCurrentX96, sqrtRatioTargetX96, liquidity, true)
    sqrtRatioNextX96 =
      amountRemainingLessFee >= amountIn
        ? sqrtRatioTargetX96
        : getNextSqrtPriceFromInput(
            sqrtRatioCurrentX96,
            liquidity,
            amountRemainingLessFee,
            zeroForOne,
          )
  } else {
    amountOut = zeroForOne
      ? getAmount1Delta(sqrtRatioTargetX96, sqrtRatioCurrentX96, liquidity, false)
      : getAmount0Delta(sqrtRatioCurrentX96, sqrtRatioTargetX96, liquidity, false)
    sqrtRatioNextX96 =
      -amountRemaining >= amountOut
        ? sqrtRatioTargetX96
        : getNextSqrtPriceFromOutput(sqrtRatioCurrentX96, liquidity, -amountRemaining, zeroForOne)
  }
  const max = sqrtRatioTargetX96 === sqrtRatioNextX96
  if (zeroForOne) {
    if (!(max && exactIn)) {
      amountIn = getAmount0Delta(sqrtRatioNextX96, sqrtRatioCurrentX96, liquidity, true)
    }
    if (!(max && !exactIn)) {
      amountOut = getAmount1Delta(sqrtRatioNextX96, sqrtRatioCurrentX96, liquidity, false)
    }
  } else {
    if (!(max && exactIn)) {
      amountIn = getAmount1Delta(sqrtRatioCurrentX96, sqrtRatioNextX96, liquidity, true)
    }
    if (!(max && !exactIn)) {
      amountOut = getAmount0Delta(sqrtRatioCurrentX96, sqrtRatioNextX96, liquidity, false)
    }
  }
  // Exact output: the rounded-up price can yield a wei more than asked; the pool caps it.
  if (!exactIn && amountOut > -amountRemaining) amountOut = -amountRemaining
  const feeAmount =
    exactIn && sqrtRatioNextX96 !== sqrtRatioTargetX96
      ? amountRemaining - amountIn
      : mulDivRoundingUp(amountIn, feePips, ONE_MILLION - feePips)
  return { sqrtRatioNextX96, amountIn, amountOut, feeAmount }
}
