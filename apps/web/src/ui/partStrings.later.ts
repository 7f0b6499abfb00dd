// User-visible text of the design-system parts used by the later screens (issue 11 §2): see
// partStrings.ts. Texts quoted in the spec stay verbatim (spec 02 §4 "Transaction dialog",
// "Position badge").
import { msg } from '@lingui/core/macro'

export const LATER_PART_STRINGS = {
  loading: msg`Loading…`,
  // spec 02 §4 "Position badge"
  inRange: msg`In range`,
  outOfRange: msg`Out of range`,
  closed: msg`Closed`,
  // Slider presets (spec 02 §2 Remove: 25%, 50%, 75%, Max)
  percentPreset: msg({ message: '{percent}%' }),
  max: msg`Max`,
  // Help popover trigger
  moreInfo: msg`More information`,
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
  error: msg`Error`,
  dismiss: msg`Dismiss`,
} as const
