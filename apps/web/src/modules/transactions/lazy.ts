// The transactions module's parts that load on demand, declared apart from the front door (index.ts
// re-exports them): the build resolves each front-door import to the file that declares it, so a
// declaration inside index.ts would pull every export of the module into the importer's chunk.
import { lazyNamed } from '../../ui'

/**
 * TransactionsUpdater, its code loaded where it mounts: the shell mounts it after the first paint
 * (app/AfterFirstPaint), so receipt checking is not in the JS loaded before /swap is interactive.
 * It shows nothing: a failed load retries quietly (ui/lazyNamed `background`).
 */
export const TransactionsUpdater = lazyNamed(
  () => import('./containers/TransactionsUpdater'),
  'TransactionsUpdater',
  { background: true },
)
