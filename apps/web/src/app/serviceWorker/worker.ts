// The service worker's logic (spec 01 §7 item 13; issue 17 "Production build"): it keeps the app
// shell — index.html and the content-hashed files under assets/ — so a reload works offline, and
// nothing else. RPC calls, quotes, token lists, the devnet manifest and every other origin go
// straight to the network, never through its cache: stale chain data would be wrong data.
// sw.ts installs this in the worker; vite.serviceWorker.ts builds it into `sw.js` beside
// index.html, so its scope is wherever the app is served from (a sub-folder, /ipfs/<cid>/).

/** What the build tells the worker (vite.serviceWorker.ts). */
export interface ServiceWorkerConfig {
  /** Changes with every build whose shell differs: the cache's name carries it. */
  version: string
  /** The shell, relative to the worker's scope: './' (index.html), entry script, CSS, icon. */
  precache: readonly string[]
}

/** The page asks the worker to keep files it loaded before the worker controlled it. */
export const CACHE_LOADED_MESSAGE = 'tidepool:cache-loaded'

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void
}
interface FetchEventLike extends ExtendableEventLike {
  request: Request
  respondWith(response: Promise<Response>): void
}
interface MessageEventLike extends ExtendableEventLike {
  data: unknown
}

/** The parts of ServiceWorkerGlobalScope used here (the app compiles against the DOM lib). */
export interface ServiceWorkerScopeLike {
  registration: { scope: string }
  clients: { claim(): Promise<void> }
  caches: CacheStorage
  fetch(request: Request | string): Promise<Response>
  addEventListener(type: 'install' | 'activate', listener: (e: ExtendableEventLike) => void): void
  addEventListener(type: 'fetch', listener: (e: FetchEventLike) => void): void
  addEventListener(type: 'message', listener: (e: MessageEventLike) => void): void
}

const CACHE_PREFIX = 'tidepool-shell'

/**
 * One cache per scope and build. The scope is part of the name: deployments under different
 * paths of one origin (IPFS gateways serve every CID from the same host) share its Cache
 * Storage, and one must never delete the other's shell.
 */
export const cacheName = (scope: string, version: string): string =>
  `${CACHE_PREFIX} ${scope} ${version}`

export type Strategy = 'shell' | 'asset'

/**
 * How the worker answers a request, or null to leave it to the network untouched:
 * - 'shell': a page navigation within the scope, from the network, or the cached index.html
 *   when offline;
 * - 'asset': a file under `<scope>assets/` (content-hashed: it never changes under its name)
 *   or another precached file, from the cache, else fetched and kept.
 * Anything else — other origins, POSTs (JSON-RPC), query strings, paths outside the shell (a
 * quote service or token list proxied on the same host) — is never answered from the cache.
 */
export function strategyFor(
  request: Pick<Request, 'method' | 'mode' | 'url'>,
  scope: string,
  precache: readonly string[],
): Strategy | null {
  if (request.method !== 'GET' || !request.url.startsWith(scope)) return null
  if (request.mode === 'navigate') return 'shell'
  const url = new URL(request.url)
  if (url.search !== '' || url.hash !== '') return null
  const path = request.url.slice(scope.length)
  return /^assets\/[^/]+$/.test(path) || precache.includes(path) ? 'asset' : null
}

/** Installs the worker's event handlers on its global scope. */
export function installServiceWorker(
  sw: ServiceWorkerScopeLike,
  config: ServiceWorkerConfig,
): void {
  const scope = sw.registration.scope
  const name = cacheName(scope, config.version)
  const shellUrl = new URL('./', scope).href
  const open = () => sw.caches.open(name)

  sw.addEventListener('install', (e) => {
    // `reload`: the shell comes from the server, not from a stale HTTP cache entry.
    const requests = config.precache.map((p) => new Request(new URL(p, scope), { cache: 'reload' }))
    e.waitUntil(open().then((cache) => cache.addAll(requests)))
  })

  // No skipWaiting: a new build's worker waits until no tab runs the old build, whose lazy
  // chunks stay in the old cache until then. Only this scope's older caches are removed.
  sw.addEventListener('activate', (e) => {
    e.waitUntil(
      sw.caches
        .keys()
        .then((keys) =>
          Promise.all(
            keys
              .filter((k) => k.startsWith(cacheName(scope, '')) && k !== name)
              .map((k) => sw.caches.delete(k)),
          ),
        )
        .then(() => sw.clients.claim()),
    )
  })

  const fromCache = async (request: Request | string): Promise<Response> => {
    const cache = await open()
    const hit = await cache.match(request)
    if (hit) return hit
    const response = await sw.fetch(request)
    if (response.ok && response.type === 'basic') await cache.put(request, response.clone())
    return response
  }

  const shell = async (request: Request): Promise<Response> => {
    try {
      return await sw.fetch(request)
    } catch (offline) {
      const cached = await (await open()).match(shellUrl)
      if (cached) return cached
      throw offline
    }
  }

  sw.addEventListener('fetch', (e) => {
    const strategy = strategyFor(e.request, scope, config.precache)
    if (strategy === 'shell') e.respondWith(shell(e.request))
    else if (strategy === 'asset') e.respondWith(fromCache(e.request))
  })

  // The page loaded its entry chunks and first lazy ones before this worker controlled it.
  sw.addEventListener('message', (e) => {
    const data = e.data as { type?: unknown; urls?: unknown } | null
    if (data?.type !== CACHE_LOADED_MESSAGE || !Array.isArray(data.urls)) return
    const urls = data.urls.filter(
      (url): url is string =>
        typeof url === 'string' &&
        strategyFor({ method: 'GET', mode: 'no-cors', url }, scope, config.precache) === 'asset',
    )
    e.waitUntil(Promise.all(urls.map((url) => fromCache(url).catch(() => undefined))))
  })
}
