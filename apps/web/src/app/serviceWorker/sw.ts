// The service worker's entry: vite.serviceWorker.ts bundles this file into `sw.js` and defines
// __TIDEPOOL_SW__ (the build's version and shell files).
import {
  installServiceWorker,
  type ServiceWorkerConfig,
  type ServiceWorkerScopeLike,
} from './worker'

declare const __TIDEPOOL_SW__: ServiceWorkerConfig

installServiceWorker(globalThis as unknown as ServiceWorkerScopeLike, __TIDEPOOL_SW__)
