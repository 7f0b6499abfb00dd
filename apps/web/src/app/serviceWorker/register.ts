// Registers the service worker (spec 01 §7 item 13) once the page has settled; main.tsx imports
// this file only in a production build whose VITE_SERVICE_WORKER is not 'false'.
import { CACHE_LOADED_MESSAGE } from './worker'

/**
 * `./sw.js` resolves against the page, so the worker's scope is the folder the app is served
 * from (the build's asset base is relative). Once it is active, it is handed the files the page
 * loaded before it took control, so the first visit already leaves a shell that reloads offline.
 * Failures (no secure context, storage refused) leave the app as it is: online only.
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer = navigator.serviceWorker,
  loadedUrls: () => string[] = () =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
): Promise<void> {
  try {
    await container.register('./sw.js')
    const ready = await container.ready
    ready.active?.postMessage({ type: CACHE_LOADED_MESSAGE, urls: loadedUrls() })
  } catch {
    // Without a worker the app still works; it just does not reload offline.
  }
}

export interface SettledOptions {
  /** How long no new file may have started loading. */
  quietMs: number
  /** Registers by then even if the page keeps loading. */
  maxMs: number
}

/**
 * Resolves once the page has loaded no new file for `quietMs` (or after `maxMs`). The window's
 * `load` event comes before the first render of a single-page app; installing then, the worker
 * fetched and stored every file of the start-up a second time and took over the page's requests
 * while the page was still starting (Lighthouse on /swap: about 0.5 s more blocking time). Its
 * work is for the next visit, so it waits until this one has stopped loading.
 */
export function whenPageSettled(
  { quietMs, maxMs }: SettledOptions,
  observe: (onEntry: () => void) => () => void = observeResources,
): Promise<void> {
  return new Promise((resolve) => {
    const start = Date.now()
    // A file starting only moves this mark: dozens start at once, and one timer that checks the
    // mark when it fires costs less than clearing and setting a timer for each.
    let lastEntry = start
    const check = () => {
      const now = Date.now()
      const due = Math.min(lastEntry + quietMs, start + maxMs)
      if (now < due) {
        setTimeout(check, due - now)
        return
      }
      stop()
      resolve()
    }
    const stop = observe(() => {
      lastEntry = Date.now()
    })
    setTimeout(check, quietMs)
  })
}

function observeResources(onEntry: () => void): () => void {
  if (typeof PerformanceObserver === 'undefined') return () => undefined
  const observer = new PerformanceObserver(onEntry)
  observer.observe({ type: 'resource' })
  return () => observer.disconnect()
}
