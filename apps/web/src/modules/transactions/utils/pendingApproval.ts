import type { Address } from 'viem'
import type { TransactionDetails } from '../types'

/** spec 01 §4 Approvals: an approval counts as pending for 24 hours at most. */
export const PENDING_APPROVAL_MAX_AGE_MS = 86_400_000

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * spec 01 §4 Approvals: "An approval counts as pending only if it has no receipt, matches spender
 * and token, and was added less than 24 hours (86400000 ms) ago." A replaced approval is not
 * pending either: its nonce went to another transaction.
 */
export function isPendingApproval(
  tx: TransactionDetails,
  tokenAddress: Address,
  spender: Address,
  now: number,
): boolean {
  return (
    tx.info.type === 'approval' &&
    !tx.receipt &&
    !tx.replaced &&
    sameAddress(tx.info.tokenAddress, tokenAddress) &&
    sameAddress(tx.info.spender, spender) &&
    now - tx.addedTime < PENDING_APPROVAL_MAX_AGE_MS
  )
}
