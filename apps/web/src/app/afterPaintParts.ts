// The shell's parts that show nothing at start-up, loaded with import() once the page has painted
// (issue 11 §1: ≤ 150 KB gzip of JS before /swap is interactive). <AfterFirstPaint> mounts them;
// its Suspense boundary waits for the chunk. A module's parts are made lazy by the module itself
// (tokens: TokenListsSync): its index is in the initial JS anyway, and an import() of the index
// would keep every other export there too.
import { lazyNamed } from '../ui'

export { TokenListsSync } from '../modules/tokens'
export { TransactionsUpdater } from '../modules/transactions'
export const Popups = lazyNamed(() => import('./popups/Popups'), 'Popups')
export const StatusBar = lazyNamed(() => import('./status/StatusBar'), 'StatusBar')
export const WalletModal = lazyNamed(() => import('./modals/WalletModal'), 'WalletModal')
export const ClaimModals = lazyNamed(() => import('./modals/AddressClaimModal'), 'ClaimModals')
export const HeaderMenu = lazyNamed(() => import('./header/HeaderMenu'), 'HeaderMenu')
