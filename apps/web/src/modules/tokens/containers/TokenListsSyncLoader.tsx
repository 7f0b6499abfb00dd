import { lazyNamed } from '../../../ui'

/**
 * TokenListsSync, its code loaded where it mounts: the shell mounts it after the first paint
 * (app/AfterFirstPaint, which holds the Suspense boundary), so the list refresh is not in the JS
 * loaded before /swap is interactive (issue 11 §1).
 */
export const TokenListsSync = lazyNamed(() => import('./TokenListsSync'), 'TokenListsSync')
