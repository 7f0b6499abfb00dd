// Transactions (spec 01 §3 "Transaction record", §4 "Transactions", §8; issue 5): the record of
// every sent transaction, per chain and hash, persisted (versioned key, debounced 1000 ms).
//   TransactionsUpdater — mount once in the shell: persists the store and, on each new block of
//                         a chain with pending transactions, checks the due ones (shouldCheck);
//                         receipts finalize with a toast (success / failed with the mapped revert
//                         reason of a swap); a nonce mined under another hash marks 'replaced';
//                         a settled one refreshes the balances/allowances it moved (queries).
//   TransactionAnnouncer — mount once (app/popups): the live region saying each settled
//                         transaction's result (confirmed / failed / replaced, with its summary).
//   RecentTransactions  — the wallet modal's panel: an account's transactions, newest first,
//                         status icon, explorer link, 'Clear all'.
//   sendTransaction — the one write path (plain action): gas rule per call (estimate + margin,
//                     fixed limit, or the wallet's), revert-reason replay of a failed estimate,
//                     wallet-rejection rule, nonce read back; throws TransactionError subclasses.
//   useSendTransaction(chain) — the same with the wallet client, the deadline from the user's
//                     setting (for calls that take one), and the pending record with its info;
//                     a refusal resolves null (spec 02 §8) unless onRejection: 'throw'.
//   Hooks: useTransactionAdder (throws 'Attempted to add existing transaction.' / 'No transaction
//   hash found.'), useHasPendingApproval, useIsTransactionPending, useTransaction,
//   usePendingCount; useTransactionDialog + dialogState (a form's confirm → submitted / error
//   dialog around one send: every write flow's phase), useReviewedTransaction (the same after a
//   review dialog).
//   Issue 18: useAtomicBatching(chainId) — the wallet reports EIP-5792 atomic batching; a flow
//   then passes its approvals as the request's `approvals` and the send path goes as ONE
//   wallet_sendCalls (actions/sendBatch), recorded under the batch's final transaction hash.
export {
  type ConnectedWalletClient,
  type SentTransaction,
  sendTransaction,
  type TransactionCall,
} from './actions/sendTransaction'
export { getTransactionDeadline } from './actions/transactionDeadline'
export { TransactionAnnouncer } from './components/TransactionAnnouncer'
export { RecentTransactions } from './containers/RecentTransactions'
export {
  GasEstimateError,
  SimulationMismatchError,
  TransactionRejectedError,
  TransactionRevertError,
  TransactionSendError,
} from './errors'
export { GAS_ESTIMATE_PLUS_20, type GasRule, gasLimit, WALLET_GAS, withGasMargin } from './gasRules'
export {
  useHasPendingApproval,
  useIsTransactionPending,
  usePendingCount,
  useTransaction,
  useTransactionAdder,
} from './hooks/transactions'
export { useAtomicBatching } from './hooks/useAtomicBatching'
export { useOnTransactionSettled } from './hooks/useOnTransactionSettled'
export { useSendTransaction } from './hooks/useSendTransaction'
export { simulationSeq, useSimulationPreview } from './hooks/useSimulationPreview'
export {
  dialogState,
  type ReviewedPhase,
  type TransactionDialogPhase,
  useReviewedTransaction,
  useTransactionDialog,
  useTransactionTracker,
} from './hooks/useTransactionDialog'
export { TransactionsUpdater } from './lazy'
export { TRANSACTION_ERRORS } from './strings'
export type { SwapTransactionInfo, TransactionInfo } from './types'
export {
  type BatchApproval,
  batchApprovalCalls,
  type Permit2BatchApproval,
} from './utils/batchApproval'
export { transactionStatus } from './utils/status'
export { isWalletRejection } from './utils/walletRejection'
