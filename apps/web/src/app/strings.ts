// User-visible text of the app shell, as Lingui descriptors (translated at render: `_(…)`, see
// i18n/index.ts). Texts quoted in the spec are verbatim (spec 01 §2, §8).
import { msg } from '@lingui/core/macro'

export const APP_STRINGS = {
  appName: msg`Tidepool`,
  homeLink: msg`Tidepool home`,
  navLabel: msg`Main`,
  navSwap: msg`Swap`,
  navPool: msg`Pool`,
  toggleDarkMode: msg`Switch to dark mode`,
  toggleLightMode: msg`Switch to light mode`,
  loadingArea: msg`Loading…`,
  // Status bar (spec 01 §2 Shell)
  gasPriceTitle: msg`Current gas price`,
  blockNumberTitle: msg`Most recent block number`,
  /** The status readout's landmark (gas price, latest block). */
  networkStatus: msg`Network status`,
  gwei: msg`gwei`,
  stallWarning: msg`You may have lost your network connection.`,
  stallStatusPage: msg({ message: 'or {label} might be down right now' }),
  /** spec 01 §8 'connection failure', verbatim: the active chain's node never answered. */
  connectionFailure: msg`Oops! An unknown error occurred. Please refresh the page, or visit from another browser or device.`,
  // Popups (spec 01 §8)
  // The spec's text names 'the Uniswap Interface' (the reference product); ours is Tidepool, and
  // the protocol keeps its name (issue 12 #9).
  failedSwitchNetwork: msg({
    message:
      'Failed to switch networks from Tidepool. In order to use Uniswap on {chain}, you must change the network in your wallet.',
  }),
  viewOnExplorer: msg`View on Explorer`,
  dismissPopup: msg`Dismiss`,
  notifications: msg`Notifications`,
  // Error page (spec 01 §2 Shell)
  errorTitle: msg`Something went wrong`,
  errorCreateIssue: msg`Create an issue on GitHub`,
  errorGetSupport: msg`Get support`,
  errorReload: msg`Reload the page`,
  // Blocklist (spec 01 §8)
  blockedAddress: msg`Blocked address`,
  // Devnet banner
  devnetTitle: msg`Local replica not reachable: the local chains are missing.`,
  devnetHint: msg`Run npm start to start the local replica, then reload this page.`,
  // Footer
  availableIn: msg`Tidepool available in:`,
  // Placeholder screens
  screenPending: msg`This screen is not built yet.`,
} as const
