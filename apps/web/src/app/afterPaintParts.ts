// The shell's parts that show nothing at start-up, loaded with import() once the page has painted
// (issue 11 §1: ≤ 150 KB gzip of JS before /swap is interactive). <AfterFirstPaint> mounts them;
// its Suspense boundary waits for the chunk.
import { lazyNamed } from '../ui'

export const TransactionsUpdater = lazyNamed(
  () => import('../modules/transactions'),
  'TransactionsUpdater',
)
export const TokenListsSync = lazyNamed(() => import('../modules/tokens'), 'TokenListsSync')
export const Popups = lazyNamed(() => import('./popups/Popups'), 'Popups')
export const StatusBar = lazyNamed(() => import('./status/StatusBar'), 'StatusBar')
export const AddressClaimModal = lazyNamed(
  () => import('./modals/AddressClaimModal'),
  'AddressClaimModal',
)
