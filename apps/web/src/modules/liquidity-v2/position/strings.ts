// User-visible text of the v2 position card (spec 02 §2 v2 list, v2 add screen "A panel showing
// the user's existing position").
import { msg } from '@lingui/core/macro'

export const POSITION_V2_STRINGS = {
  yourPoolTokens: msg`Your total pool tokens:`,
  pooled: msg({ message: 'Pooled {symbol}:' }),
  yourShare: msg`Your pool share:`,
  add: msg`Add`,
  remove: msg`Remove`,
  addOf: msg({ message: 'Add liquidity to {pair}' }),
  removeOf: msg({ message: 'Remove liquidity from {pair}' }),
}
