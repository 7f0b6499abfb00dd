export {
  type AddTokenOffer,
  type AddTokenOutcome,
  TransactionDialog,
  TransactionDialogContent,
  type TransactionDialogProps,
  type TransactionDialogState,
} from './TransactionDialog'
