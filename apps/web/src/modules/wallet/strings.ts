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
  wrongNetworkBody: msg`Please connect to a supported network in the dropdown menu or in your wallet.`,
  connectAWallet: msg`Connect a wallet`,
  initializing: msg`Initializing...`,
  errorConnecting: msg`Error connecting`,
  /** spec 01 §8, verbatim: shown once Try Again has failed too (components/PendingView). */
  errorConnectingRefresh: msg`Error connecting. Try refreshing the page.`,
  tryAgain: msg`Try Again`,
  account: msg`Account`,
  connectedWith: msg({ message: 'Connected with {name}' }),
  change: msg`Change`,
  disconnect: msg`Disconnect`,
  copyAddress: msg`Copy Address`,
  copied: msg`Copied`,
  viewOnExplorer: msg`View on Explorer`,
  balance: msg`Balance`,
  recentTransactions: msg`Recent Transactions`,
  transactionsPlaceholder: msg`Your transactions will appear here...`,
  /** <0> and <1> are links (components/LegalLine.tsx): keep them around the same words. */
  legalLine: msg`By connecting a wallet, you agree to Tidepool's <0>Terms of Service</0> and acknowledge that you have read and understand the <1>Uniswap Protocol Disclaimer</1>.`,
  legalLink: msg`How this app uses APIs`,
  legalTitle: msg`Legal & Privacy`,
  legalBody: msg`Tidepool reads the blockchain through the nodes it is configured with and, when enabled, asks a routing service for swap quotes. Your wallet address is sent to the networks you use; nothing is sent to a server of our own.`,
  back: msg`Back`,
  close: msg`Close`,
  browserWallet: msg`Browser Wallet`,
  localWallet: msg`Local test wallet`,
  localWalletHint: msg`Signs with the local replica's funded test account`,
  walletOptionsLabel: msg`Wallets`,
}
