import { lazyNamed } from '../../../ui'

/**
 * TransactionsUpdater, its code loaded where it mounts: the shell mounts it after the first
 * paint (app/AfterFirstPaint holds the Suspense boundary), so receipt checking is not in the JS
 * loaded before /swap is interactive (issue 11 §1).
 */
export const TransactionsUpdater = lazyNamed(
  () => import('./TransactionsUpdater'),
  'TransactionsUpdater',
)
