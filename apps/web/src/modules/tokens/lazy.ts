// The tokens module's parts that load on demand, declared apart from the front door (index.ts
// re-exports them): the build resolves each front-door import to the file that declares it, so a
// declaration inside index.ts would pull every export of the module into the importer's chunk.
import { lazyNamed } from '../../ui'

/**
 * TokenListsSync, its code loaded where the shell mounts it, after the first paint. It shows
 * nothing: a failed load retries quietly (ui/lazyNamed `background`).
 */
export const TokenListsSync = lazyNamed(
  () => import('./containers/TokenListsSync'),
  'TokenListsSync',
  { background: true },
)

/** Issue 35: a pair's token-safety notices (safety/PairTokenSafety), loaded with the first token. */
export const PairTokenSafety = lazyNamed(
  () => import('./safety/PairTokenSafety'),
  'PairTokenSafety',
)
