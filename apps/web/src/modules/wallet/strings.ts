// User-visible text of the wallet module, in one place (translations come later). Texts quoted by
// the spec are verbatim (spec 01 §2 "Wallet modal", §8).
export const WALLET_STRINGS = {
  connectWallet: 'Connect Wallet',
  wrongNetwork: 'Wrong Network',
  wrongNetworkBody: 'Please connect to a supported network in the dropdown menu or in your wallet.',
  connectAWallet: 'Connect a wallet',
  initializing: 'Initializing...',
  errorConnecting: 'Error connecting',
  tryAgain: 'Try Again',
  account: 'Account',
  connectedWith: 'Connected with {name}',
  change: 'Change',
  disconnect: 'Disconnect',
  copyAddress: 'Copy Address',
  copied: 'Copied',
  viewOnExplorer: 'View on Explorer',
  balance: 'Balance',
  recentTransactions: 'Recent Transactions',
  transactionsPlaceholder: 'Your transactions will appear here...',
  legalLine:
    "By connecting a wallet, you agree to Tidepool's Terms of Service and acknowledge that you have read and understand the Uniswap Protocol Disclaimer.",
  legalLink: 'How this app uses APIs',
  legalTitle: 'Legal & Privacy',
  legalBody:
    'Tidepool reads the blockchain through the nodes it is configured with and, when enabled, asks a routing service for swap quotes. Your wallet address is sent to the networks you use; nothing is sent to a server of our own.',
  back: 'Back',
  close: 'Close',
  browserWallet: 'Browser Wallet',
  localWalletHint: "Signs with the local replica's funded test account",
  walletOptionsLabel: 'Wallets',
} as const
