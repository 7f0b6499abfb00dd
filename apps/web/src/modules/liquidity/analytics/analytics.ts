// Position analytics from the chain alone (issue 13, "Beyond the reference"): fees earned over the
// life, value now vs holding the deposits (impermanent loss) and the fee APR, all valued at the
// current pool price in token1 raw units. Every input is an ordinary read at one block; the caller
// MUST read them all at the same block (logs up to it, slot0, positions, the static collect), or
// owed principal and owed tokens disagree and the result is wrong.
import { AppError } from '../../../lib/errors'
import { add, type PositionLedger, sub, type TokenAmounts } from './ledger'
import { percent, toToken1, valueX192 } from './price'

/** 365 days; the APR is simple (not compounded). */
export const SECONDS_PER_YEAR = 31_536_000n

export interface PositionAnalyticsParameters {
  /** positionLedger(decodePositionLogs(...)) for the position's whole history. */
  ledger: PositionLedger
  /** What the position's liquidity is worth in each token at the current price (amounts a full
   *  decreaseLiquidity would free now, e.g. the v3-sdk Position's amount0/amount1); 0 when closed. */
  currentAmounts: TokenAmounts
  /** The result of a static collect(tokenId, owner, 2^128−1, 2^128−1) called as the owner: all of
   *  tokensOwed after crediting pending fees, i.e. decreased-but-uncollected principal plus every
   *  uncollected fee. Pass it raw; the owed principal is taken out here. */
  owedNow: TokenAmounts
  /** slot0.sqrtPriceX96 of the position's pool. */
  sqrtPriceX96: bigint
  /** Timestamp (seconds) of the block the inputs were read at. */
  now: bigint
}

export interface PositionAnalytics {
  /** Fees not collected yet: owedNow − ledger.principalOwed. */
  uncollectedFees: TokenAmounts
  /** Fees over the life: ledger.feesCollected + uncollectedFees. */
  feesEarned: TokenAmounts
  /** What simply holding the deposits would hold now: deposited − withdrawn (may be negative). */
  hodlAmounts: TokenAmounts
  /** The rest are token1 raw units at the current price. */
  hodlValue: bigint
  /** The position now: current liquidity amounts + uncollected fees (owed principal is excluded:
   *  it is already out of the position, counted in withdrawn). */
  valueNow: bigint
  feesEarnedValue: bigint
  /** value(currentAmounts) − hodlValue: impermanent loss, fees excluded (≤ 0 while never decreased;
   *  a position decreased at another price can be ahead of holding).
   *  Valuation is linear, so this equals value(current + withdrawn) − value(deposited): the whole
   *  life, partial withdrawals included. */
  pnlVsHodl: bigint
  /** pnlVsHodl + feesEarnedValue. */
  pnlWithFees: bigint
  /** pnlVsHodl / value(deposited), in percent; null with no deposits. */
  pnlVsHodlPercent: number | null
  /** feesEarnedValue / value(deposited) · SECONDS_PER_YEAR / age, in percent; age from the mint
   *  block's timestamp to `now`. Null without deposits, mint timestamp or a positive age. */
  feeAprPercent: number | null
}

/** Thrown when owedNow is below the owed principal: the inputs were read at different blocks. */
export class PositionAnalyticsInputError extends AppError<'inputsAtDifferentBlocks'> {
  override name = 'PositionAnalyticsInputError'
  constructor(message: string) {
    super({ code: 'inputsAtDifferentBlocks', message })
  }
}

export function positionAnalytics({
  ledger,
  currentAmounts,
  owedNow,
  sqrtPriceX96,
  now,
}: PositionAnalyticsParameters): PositionAnalytics {
  const uncollectedFees = sub(owedNow, ledger.principalOwed)
  if (uncollectedFees.amount0 < 0n || uncollectedFees.amount1 < 0n) {
    throw new PositionAnalyticsInputError('owed tokens below owed principal: read at one block')
  }
  const value = (amounts: TokenAmounts): bigint => valueX192(amounts, sqrtPriceX96)
  const feesEarned = add(ledger.feesCollected, uncollectedFees)
  const hodlAmounts = sub(ledger.deposited, ledger.withdrawn)
  const depositedX192 = value(ledger.deposited)
  const feesX192 = value(feesEarned)
  const pnlX192 = value(currentAmounts) - value(hodlAmounts)
  return {
    uncollectedFees,
    feesEarned,
    hodlAmounts,
    hodlValue: toToken1(value(hodlAmounts)),
    valueNow: toToken1(value(add(currentAmounts, uncollectedFees))),
    feesEarnedValue: toToken1(feesX192),
    pnlVsHodl: toToken1(pnlX192),
    pnlWithFees: toToken1(pnlX192 + feesX192),
    pnlVsHodlPercent: percent(pnlX192, depositedX192),
    feeAprPercent: feeApr(feesX192, depositedX192, ledger.mint?.blockTimestamp, now),
  }
}

function feeApr(
  feesX192: bigint,
  depositedX192: bigint,
  mintTimestamp: bigint | undefined,
  now: bigint,
): number | null {
  if (mintTimestamp === undefined || now <= mintTimestamp) return null
  return percent(feesX192 * SECONDS_PER_YEAR, depositedX192 * (now - mintTimestamp))
}
