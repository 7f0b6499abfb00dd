// Registers the service worker (spec 01 §7 item 13) once the page has loaded; main.tsx imports
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
