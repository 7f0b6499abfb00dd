// The wallet module's parts that load on demand, declared apart from the front door (index.ts
// re-exports them): the build resolves each front-door import to the file that declares it, so a
// declaration inside index.ts would pull every export of the module into the importer's chunk.
import { lazyNamed } from '../../ui'

/** The wallet modal, its code loaded when it first opens (the shell mounts it only while open). */
export const WalletModal = lazyNamed(() => import('./containers/WalletModal'), 'WalletModal')
