// The shell's parts that show nothing at start-up, loaded with import() once the page has painted
// (issue 5: first paint first). <AfterFirstPaint> mounts them; its Suspense boundary waits for the
// chunk, and each sits in its own load boundary (ui/lazyNamed). A module's parts are made lazy by
// the module's front door (tokens: TokenListsSync).
import { lazyNamed } from '../ui'

export { TokenListsSync } from '../modules/tokens'
export { TransactionsUpdater } from '../modules/transactions'
export const Popups = lazyNamed(() => import('./popups/Popups'), 'Popups')
export const StatusBar = lazyNamed(() => import('./status/StatusBar'), 'StatusBar')
export const WalletModal = lazyNamed(() => import('./modals/WalletModal'), 'WalletModal')
export const ClaimModals = lazyNamed(() => import('./modals/AddressClaimModal'), 'ClaimModals')
export const HeaderMenu = lazyNamed(() => import('./header/HeaderMenu'), 'HeaderMenu')
