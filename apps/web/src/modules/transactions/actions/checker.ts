// What the updater needs to check a transaction, in one chunk it loads on demand: only when a
// chain has pending transactions (the receipt, nonce and replay reads, the revert mapping).

export { swapErrorToUserReadableMessage } from '../../../chain/revertReasons'
export { transactionSummary } from '../utils/summary'
export { checkTransaction } from './checkTransaction'
export { CheckCancelledError, receiptRetryPolicy } from './fetchReceipt'
export { createMinedNonceReader } from './findReplacement'
