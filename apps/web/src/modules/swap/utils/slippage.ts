// spec 01 §2 swap details 'Minimum received' / 'Maximum sent' and the amounts the router checks:
// the same integers as the SDKs' Trade.minimumAmountOut / maximumAmountIn (router-sdk, v2-sdk,
// v3-sdk agree), computed on bigint so the swap screen never loads the SDKs to show them.
import type { SwapTrade } from '../../quote'

const BPS = 10_000n

/**
 * Exact input: floor(output × (1 − bps/10000)), never below 0. Exact output: the output itself.
 * `bps` is the slippage tolerance in basis points (50 = 0.5 %).
 */
export function minimumAmountOut(
  trade: Pick<SwapTrade, 'tradeType' | 'outputAmount'>,
  bps: number,
): bigint {
  assertSlippage(bps)
  if (trade.tradeType === 'exactOut') return trade.outputAmount
  const out = (trade.outputAmount * (BPS - BigInt(bps))) / BPS
  return out > 0n ? out : 0n
}

/** Exact output: floor(input × (1 + bps/10000)). Exact input: the input itself. */
export function maximumAmountIn(
  trade: Pick<SwapTrade, 'tradeType' | 'inputAmount'>,
  bps: number,
): bigint {
  assertSlippage(bps)
  if (trade.tradeType === 'exactIn') return trade.inputAmount
  return (trade.inputAmount * (BPS + BigInt(bps))) / BPS
}

function assertSlippage(bps: number): void {
  // The SDKs reject a negative tolerance ('SLIPPAGE_TOLERANCE'); settings store whole bps.
  if (!Number.isInteger(bps) || bps < 0) throw new RangeError(`Invalid slippage: ${bps} bps`)
}
