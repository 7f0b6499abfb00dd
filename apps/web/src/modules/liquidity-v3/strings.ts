// User-visible text of the v3 add form's range math, as Lingui descriptors (translated at render:
// `_(…)`, see i18n/index.ts) (spec 02 §5 v3 add; issue 13 for the locked-side text). Texts quoted
// in the spec are verbatim.
import { msg } from '@lingui/core/macro'

export const LIQUIDITY_V3_STRINGS = {
  // §5 error precedence, first wins
  connectWallet: msg`Connect Wallet`,
  invalidPair: msg`Invalid pair`,
  // issue 34 #8: a valid pair waiting for its fee tier (a new pool has none to preselect)
  selectFeeTier: msg`Select a fee tier`,
  invalidPriceInput: msg`Invalid price input`,
  enterAmount: msg`Enter an amount`,
  insufficientBalance: msg({ message: 'Insufficient {symbol} balance' }),
  // §5 range warnings
  invalidRange: msg`Invalid range selected. The min price must be lower than the max price.`,
  outOfRange: msg`Your position will not earn fees or be used in trades until the market price moves into your range.`,
  // issue 13 "the locked side reads …"
  singleAssetDeposit: msg`The market price is outside your specified price range. Single-asset deposit only.`,
}
