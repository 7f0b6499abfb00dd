// User-visible text of the transactions module. Verbatim where the spec quotes it (spec 01 §8);
// the rest is ours: the spec has no text for the replacement detector (beyond the anchor).
export const TRANSACTION_STRINGS = {
  /** spec 01 §8 "duplicate transaction". */
  duplicate: 'Attempted to add existing transaction.',
  /** spec 01 §8 "transaction without hash". */
  noHash: 'No transaction hash found.',
  recentTransactions: 'Recent Transactions',
  clearAll: 'Clear all',
  empty: 'Your transactions will appear here...',
  pending: 'Pending',
  success: 'Confirmed',
  failed: 'Failed',
  replaced: 'Replaced',
  /** Toast title prefix when a transaction's nonce was mined under another hash. */
  replacedToast: 'Transaction replaced: {summary}',
  /** Row detail for a replaced transaction whose replacement was found. */
  replacedBy: 'Replaced by {hash}',
  /** Failed toast: the summary followed by the mapped revert reason. */
  failedWithReason: '{summary}: {reason}',
  /** Wallet button while transactions are pending (reference: '{n} Pending'). */
  pendingCount: '{count} Pending',
  viewOnExplorer: 'View on Explorer',
} as const
