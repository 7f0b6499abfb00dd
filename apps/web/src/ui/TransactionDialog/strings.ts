// User-visible text of ui/TransactionDialog (issue 11 §2), as Lingui descriptors translated at render.
import { msg } from '@lingui/core/macro'

export const TRANSACTION_DIALOG_STRINGS = {
  // spec 02 §4 "Transaction dialog"
  waitingForConfirmation: msg`Waiting For Confirmation`,
  confirmInWallet: msg`Confirm this transaction in your wallet`,
  transactionSubmitted: msg`Transaction Submitted`,
  viewOnExplorer: msg`View on Explorer`,
  addTokenToWallet: msg({ message: 'Add {symbol} to your wallet' }),
  tokenAdded: msg({ message: 'Added {symbol}' }),
  // The wallet's answer to wallet_watchAsset when it did not add the token (code 4001: the user
  // declined; nothing else happened).
  tokenNotAdded: msg({
    message: '{symbol} was not added: the request was declined in your wallet.',
  }),
  tokenAddFailed: msg({ message: 'Your wallet could not add {symbol}.' }),
  close: msg`Close`,
  // spec 02 §4's extended tracker (rollups, issue 33): the submitted dialog follows the receipt.
  success: msg`Success`,
  completedIn: msg({ message: 'Completed in {time}' }),
  failed: msg`The transaction failed on chain.`,
  error: msg`Error`,
  dismiss: msg`Dismiss`,
} as const
