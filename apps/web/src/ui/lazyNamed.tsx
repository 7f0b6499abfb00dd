import { useLingui } from '@lingui/react'
import { Component, type ComponentType, lazy, type ReactNode, useEffect } from 'react'
import { PART_STRINGS } from './partStrings'
import './lazyNamed.css'

/** What a lazy part throws when its chunk did not load: `retry` imports it again. */
type LoadError = Error & { retry?: () => void }

/**
 * Contains a failed load (issue 29 "Contained failures"): a chunk that does not arrive (offline,
 * or a deploy replaced it) shows "couldn't load" with a retry button in place of its part, and
 * the rest of the page keeps working. Any other error is a crash: it goes on up to the page's
 * boundary (app/errors). `children` is called at each render, so a retry renders the new lazy.
 */
class LoadBoundary extends Component<
  { children: () => ReactNode; background: boolean },
  { error?: LoadError }
> {
  override state: { error?: LoadError } = {}

  static getDerivedStateFromError(error: LoadError) {
    return { error }
  }

  override render(): ReactNode {
    const { error } = this.state
    if (!error) return this.props.children()
    const { retry } = error
    if (!retry) throw error
    const again = () => {
      retry()
      this.setState({ error: undefined })
    }
    return this.props.background ? <RetryQuietly retry={again} /> : <LoadFailed retry={again} />
  }
}

function LoadFailed({ retry }: { retry: () => void }) {
  const { _ } = useLingui()
  return (
    <div className="load-failed" role="alert">
      {_(PART_STRINGS.loadFailed)}
      <button type="button" onClick={retry}>
        {_(PART_STRINGS.retry)}
      </button>
    </div>
  )
}

/** How long a background part waits before it tries its chunk again, unless the browser says
 * it is back online first. */
export const BACKGROUND_RETRY_MS = 30_000

/**
 * A failed part that shows nothing (a background updater: token lists, receipts) has no place on
 * the page for a notice, which would stand wherever it is mounted, above the header or below the
 * footer. It tries again by itself: when the browser comes back online, or after a while.
 */
function RetryQuietly({ retry }: { retry: () => void }) {
  useEffect(() => {
    const timer = setTimeout(retry, BACKGROUND_RETRY_MS)
    window.addEventListener('online', retry)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('online', retry)
    }
  }, [retry])
  return null
}

/**
 * A component loaded on demand from a module's named export (issue 5 bundle budget: views that
 * open on a click load on that click, not with the page), inside its own LoadBoundary. React.lazy
 * keeps a failed import for good, so a retry makes a new lazy component, which imports again.
 * `background`: the part shows nothing, so a failed load retries quietly instead of a notice.
 */
// biome-ignore lint/suspicious/noExplicitAny: any props, as React.lazy itself accepts
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  { background = false }: { background?: boolean } = {},
): M[K] {
  // biome-ignore lint/suspicious/noExplicitAny: as above
  let Part: ComponentType<any>
  const make = () => {
    Part = lazy(() =>
      load().then(
        (m) => ({ default: m[name] }),
        (e) => {
          // A new error each time: two parts of one failed chunk must each retry their own.
          throw Object.assign(Error(e), { retry: retryLoad })
        },
      ),
    )
  }
  const retryLoad = () => {
    reloadFailedStylesheets()
    make()
  }
  make()
  // biome-ignore lint/suspicious/noExplicitAny: as above
  return ((props: any) => (
    <LoadBoundary background={background}>{() => <Part {...props} />}</LoadBoundary>
  )) as M[K]
}

/** Stylesheet links whose load failed (a resource's error event reaches the window's capture). */
const failedStylesheets = new Set<HTMLLinkElement>()
if (typeof window !== 'undefined')
  window.addEventListener(
    'error',
    (event) => {
      const { target } = event
      if (target instanceof HTMLLinkElement && target.rel === 'stylesheet')
        failedStylesheets.add(target)
    },
    true,
  )

/**
 * A part's stylesheet that did not load is never asked for again by Vite's loader (it remembers
 * every stylesheet it inserted, loaded or not): the retried part would show unstyled. So the
 * retry puts a fresh copy of each failed `<link>` in its place, which loads it again.
 */
function reloadFailedStylesheets(): void {
  for (const link of failedStylesheets) link.replaceWith(link.cloneNode())
  failedStylesheets.clear()
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
