// The wallet module's parts that load on demand, declared apart from the front door (index.ts
// re-exports them): the build resolves each front-door import to the file that declares it, so a
// declaration inside index.ts would pull every export of the module into the importer's chunk.
import { lazyNamed } from '../../ui'
import { walletConfig } from './session'

/** The wallet modal, its code loaded when it first opens (the shell mounts it only while open). */
const loadWalletModal = () => import('./containers/WalletModal')
export const WalletModal = lazyNamed(loadWalletModal, 'WalletModal')

/**
 * Starts loading what connecting needs (the modal's code, and wagmi) as soon as a Connect Wallet
 * button is pointed at, focused or pressed: a first open otherwise waited ~0.5 s at 4x CPU with
 * nothing on screen (bench/README.md). Nothing is connected or asked of the wallet here.
 */
export function preloadWallet(): void {
  void loadWalletModal().catch(() => undefined)
  void walletConfig().catch(() => undefined)
}
