export {
  TransactionDialog,
  TransactionDialogContent,
  type TransactionDialogProps,
  type TransactionDialogState,
} from './TransactionDialog'
