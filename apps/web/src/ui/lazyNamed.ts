import { type ComponentType, lazy, useEffect } from 'react'

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

/**
 * Starts loading a chunk the screen will likely need soon (a panel's controls, the trade details)
 * once the browser is idle after the first paint, so it is there when first shown and still not
 * part of the initial JS.
 */
export function useIdlePrefetch(load: () => Promise<unknown>): void {
  useEffect(() => {
    const prefetch = () => void load().catch(() => undefined)
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(prefetch, 1_000)
      return () => clearTimeout(timer)
    }
    const id = window.requestIdleCallback(prefetch, { timeout: 3_000 })
    return () => window.cancelIdleCallback(id)
  }, [load])
}
