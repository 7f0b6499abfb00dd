import { type ComponentType, lazy } from 'react'

/**
 * A component loaded on demand from a module's named export (issue 5 bundle budget: views that
 * open on a click load on that click, not with the page).
 */
// biome-ignore lint/suspicious/noExplicitAny: any props, as React.lazy itself accepts
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): M[K] {
  return lazy(async () => ({ default: (await load())[name] })) as unknown as M[K]
}
