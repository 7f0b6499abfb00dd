export {
  type AddTokenOffer,
  type AddTokenOutcome,
  TransactionDialog,
  TransactionDialogContent,
  type TransactionDialogProps,
  type TransactionDialogState,
  type TransactionTracker,
} from './TransactionDialog'
