// spec 02 §5 "v3 add": the error the action button shows, first wins: 'Connect Wallet' (no
// account); 'Invalid pair' (pool state invalid); 'Select a fee tier' (a valid pair, no tier yet:
// issue 34 #8, it read 'Invalid pair' before); 'Invalid price input' (start price outside the
// sqrt ratio range); 'Enter an amount' (an amount needed for a side that is not disabled is
// missing); 'Insufficient {symbol} balance' for side A, then side B. And when Preview is disabled:
// with an error, an invalid range, or a missing approval for a side that is not locked.
import type { MessageDescriptor } from '@lingui/core'
import { LIQUIDITY_V3_STRINGS as S } from '../strings'

/** One deposit side (currency A or B) as the form sees it. */
export interface AddSideFacts {
  symbol: string
  /** The parsed amount in raw units; undefined when empty or zero. */
  amount: bigint | undefined
  /** The account's balance in raw units; undefined while unknown (not an error). */
  balance: bigint | undefined
  /** Locked because the range lies wholly on the other side of the price (§5). */
  disabled: boolean
  /** Allowance covers the amount (the native coin is always approved, §4). */
  approved: boolean
}

export interface AddFormFacts {
  connected: boolean
  /** Both currencies chosen. Without them the pool lookup has nothing valid to read (§4 INVALID). */
  currenciesChosen: boolean
  /** A fee tier chosen: without one the pool is unknown too, but the pair is not at fault. */
  feeChosen: boolean
  poolState: 'LOADING' | 'NOT_EXISTS' | 'EXISTS' | 'INVALID'
  /** A new pool's starting price is outside [MIN_SQRT_RATIO, MAX_SQRT_RATIO) (isInvalidStartPrice). */
  invalidPrice: boolean
  /** Lower tick at or above upper tick (isInvalidRange). */
  invalidRange: boolean
  a: AddSideFacts
  b: AddSideFacts
}

/** The first error of spec 02 §5's precedence, or undefined when the form may go on. */
export function addFormError(f: AddFormFacts): MessageDescriptor | undefined {
  if (!f.connected) return S.connectWallet
  if (!f.currenciesChosen) return S.invalidPair
  if (!f.feeChosen) return S.selectFeeTier
  if (f.poolState === 'INVALID') return S.invalidPair
  if (f.invalidPrice) return S.invalidPriceInput
  const missing = (s: AddSideFacts): boolean => !s.disabled && s.amount === undefined
  if (missing(f.a) || missing(f.b)) return S.enterAmount
  for (const side of [f.a, f.b]) {
    if (!side.disabled && isBelow(side.balance, side.amount)) {
      return { ...S.insufficientBalance, values: { symbol: side.symbol } }
    }
  }
  return undefined
}

const isBelow = (balance: bigint | undefined, amount: bigint | undefined): boolean =>
  balance !== undefined && amount !== undefined && balance < amount

/**
 * spec 02 §5 "Preview is disabled with an error, an invalid range, or when an approval is missing
 * for a side that is not locked."
 */
export function isPreviewDisabled(f: AddFormFacts): boolean {
  if (addFormError(f) || f.invalidRange) return true
  return [f.a, f.b].some((s) => !s.disabled && !s.approved)
}
