// Transactions (spec 01 §3 "Transaction record", §4 "Transactions", §8; issue 5): the record of
// every sent transaction, per chain and hash, persisted (versioned key, debounced 1000 ms).
//   TransactionsUpdater — mount once in the shell: persists the store and, on each new block of
//                         a chain with pending transactions, checks the due ones (shouldCheck);
//                         receipts finalize with a toast (success / failed with the mapped revert
//                         reason of a swap); a nonce mined under another hash marks 'replaced'.
//   RecentTransactions  — the wallet modal's panel: an account's transactions, newest first,
//                         status icon, explorer link, 'Clear all'.
//   Hooks: useTransactionAdder (throws 'Attempted to add existing transaction.' / 'No transaction
//   hash found.'), useHasPendingApproval, useIsTransactionPending, useTransaction,
//   useAllTransactions, useRecentTransactions, usePendingCount.
export { RecentTransactions } from './containers/RecentTransactions'
export { TransactionsUpdater } from './containers/TransactionsUpdater'
export {
  useAllTransactions,
  useHasPendingApproval,
  useIsTransactionPending,
  usePendingCount,
  useRecentTransactions,
  useTransaction,
  useTransactionAdder,
} from './hooks/transactions'
export { useTransactionsStore } from './state/store'
export { TRANSACTION_STRINGS } from './strings'
export type {
  ApprovalTransactionInfo,
  NewTransaction,
  SwapTransactionInfo,
  TransactionDetails,
  TransactionInfo,
  TransactionReceiptSummary,
  TransactionStatus,
  TransactionTradeType,
  WrapTransactionInfo,
} from './types'
export { shouldCheck } from './utils/shouldCheck'
export { transactionStatus } from './utils/status'
