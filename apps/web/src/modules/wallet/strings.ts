// User-visible text of the wallet module, as Lingui descriptors (translated at render: `_(…)`,
// see i18n/index.ts). Texts quoted by the spec are verbatim (spec 01 §2 "Wallet modal", §8).
import { msg } from '@lingui/core/macro'

export const WALLET_STRINGS = {
  connectWallet: msg`Connect Wallet`,
  /** The header button while autoconnect asks the wallet used last (state/restoring.ts). */
  restoring: msg`Reconnecting your wallet`,
  wrongNetwork: msg`Wrong Network`,
  /** The button while the account's transactions wait for receipts (reference: '{n} Pending'). */
  pendingCount: msg({ message: '{count} Pending' }),
  pending: msg`Pending`,
  account: msg`Account`,
}
