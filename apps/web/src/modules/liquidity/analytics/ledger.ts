// Per-token totals of a position's history (issue 13, position analytics).
//
// How the position manager moves tokens (v3-periphery NonfungiblePositionManager):
// - IncreaseLiquidity amounts go from the owner into the pool: deposits.
// - decreaseLiquidity burns liquidity and credits the principal it frees to the position's
//   tokensOwed; DecreaseLiquidity reports that principal only. Nothing is paid out yet.
// - Fees accrue to tokensOwed too (credited whenever the position is poked by increase, decrease
//   or collect).
// - collect pays out of tokensOwed; Collect reports the total paid, principal and fees mixed.
// So over the life, Σ Collect = principal collected + fees collected, and principal decreased but
// not collected yet stays in tokensOwed. The chain does not say which part of a payout is
// principal; we count owed principal as paid first (running, event by event), which is exact for
// the interface's own collects (always the maximum, i.e. all of tokensOwed) and only a convention
// for partial collects. The life totals (fees earned) do not depend on the convention.
import type { PositionEvent } from './events'

/** A pair of raw amounts (token0, token1). */
export interface TokenAmounts {
  amount0: bigint
  amount1: bigint
}

export interface PositionLedger {
  /** Σ IncreaseLiquidity amounts: everything ever put into the position. */
  deposited: TokenAmounts
  /** Σ DecreaseLiquidity amounts: principal taken out of the pool (collected or still owed). */
  withdrawn: TokenAmounts
  /** Σ Collect amounts: everything paid out (principal and fees). */
  collected: TokenAmounts
  /** Part of `collected` that was fees (collected − principal collected). */
  feesCollected: TokenAmounts
  /** Decreased principal still sitting in tokensOwed (withdrawn − principal collected). */
  principalOwed: TokenAmounts
  /** The first IncreaseLiquidity (the mint), or undefined for an empty history. */
  mint: { blockNumber: bigint; blockTimestamp: bigint | undefined } | undefined
}

const ZERO: TokenAmounts = { amount0: 0n, amount1: 0n }

/** Totals of `events`, which must be one position's events in chain order (decodePositionLogs). */
export function positionLedger(events: readonly PositionEvent[]): PositionLedger {
  let deposited = ZERO
  let withdrawn = ZERO
  let collected = ZERO
  let feesCollected = ZERO
  let principalOwed = ZERO
  for (const event of events) {
    if (event.kind === 'IncreaseLiquidity') deposited = add(deposited, event)
    else if (event.kind === 'DecreaseLiquidity') {
      withdrawn = add(withdrawn, event)
      principalOwed = add(principalOwed, event)
    } else {
      collected = add(collected, event)
      // Owed principal is paid first; what exceeds it is fees.
      const principalPaid = {
        amount0: min(event.amount0, principalOwed.amount0),
        amount1: min(event.amount1, principalOwed.amount1),
      }
      principalOwed = sub(principalOwed, principalPaid)
      feesCollected = add(feesCollected, sub(event, principalPaid))
    }
  }
  const first = events.find((event) => event.kind === 'IncreaseLiquidity')
  const mint = first && { blockNumber: first.blockNumber, blockTimestamp: first.blockTimestamp }
  return { deposited, withdrawn, collected, feesCollected, principalOwed, mint }
}

export function add(a: TokenAmounts, b: TokenAmounts): TokenAmounts {
  return { amount0: a.amount0 + b.amount0, amount1: a.amount1 + b.amount1 }
}

export function sub(a: TokenAmounts, b: TokenAmounts): TokenAmounts {
  return { amount0: a.amount0 - b.amount0, amount1: a.amount1 - b.amount1 }
}

function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b
}
