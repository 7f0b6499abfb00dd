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
