// User-visible text of the app shell, in one place (translations come later). Texts quoted in the
// spec are verbatim (spec 01 §2, §8).
export const APP_STRINGS = {
  appName: 'Tidepool',
  homeLink: 'Tidepool home',
  navLabel: 'Main',
  navSwap: 'Swap',
  navPool: 'Pool',
  toggleDarkMode: 'Switch to dark mode',
  toggleLightMode: 'Switch to light mode',
  loadingArea: 'Loading…',
  // Status bar (spec 01 §2 Shell)
  gasPriceTitle: 'Current gas price',
  blockNumberTitle: 'Most recent block number',
  gwei: 'gwei',
  stallWarning: 'You may have lost your network connection.',
  stallStatusPage: 'or {label} might be down right now',
  // Popups (spec 01 §8)
  failedSwitchNetwork:
    'Failed to switch networks from the Uniswap Interface. In order to use Uniswap on {chain}, you must change the network in your wallet.',
  viewOnExplorer: 'View on Explorer',
  dismissPopup: 'Dismiss',
  notifications: 'Notifications',
  // Error page (spec 01 §2 Shell)
  errorTitle: 'Something went wrong',
  errorCreateIssue: 'Create an issue on GitHub',
  errorGetSupport: 'Get support',
  errorReload: 'Reload the page',
  // Blocklist (spec 01 §8)
  blockedAddress: 'Blocked address',
  // Claim (spec 01 §2 Claim modals); the claim flow itself is a later issue
  addressClaimTitle: 'Claim UNI token',
  // Devnet banner
  devnetTitle: 'Local replica not reachable: the local chains are missing.',
  devnetHint: 'Run npm start to start the local replica, then reload this page.',
  // Footer
  availableIn: 'Tidepool available in:',
  // Placeholder screens
  screenPending: 'This screen is not built yet.',
} as const
