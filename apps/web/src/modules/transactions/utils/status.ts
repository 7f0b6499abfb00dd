import type { TransactionDetails, TransactionStatus } from '../types'

/** spec 01 §4: pending while no receipt; success when status is 1 or undefined; else failed. */
export function transactionStatus(tx: TransactionDetails): TransactionStatus {
  if (tx.receipt)
    return tx.receipt.status === undefined || tx.receipt.status === 1 ? 'success' : 'failed'
  return tx.replaced ? 'replaced' : 'pending'
}

/** Waiting for a receipt: no receipt and not known to be replaced. */
export const isPending = (tx: TransactionDetails): boolean => !tx.receipt && !tx.replaced

/** Newest first (spec 01 §2 "Recent transactions panel, newest first"). */
export function newestFirst(txs: Iterable<TransactionDetails>): TransactionDetails[] {
  return [...txs].sort((a, b) => b.addedTime - a.addedTime)
}
