import { describe, expect, it, vi } from 'vitest'
import {
  CACHE_LOADED_MESSAGE,
  cacheName,
  installServiceWorker,
  type ServiceWorkerScopeLike,
  strategyFor,
} from './worker'

const SCOPE = 'https://app.example/some/sub/path/'
const PRECACHE = ['./', 'favicon.svg', 'assets/index-abc.js', 'assets/index-def.css']
const get = (url: string, mode: RequestMode = 'cors') => ({ method: 'GET', mode, url })

describe('which requests the service worker answers (spec 01 §7 item 13)', () => {
  it('serves navigations in its scope as the shell and hashed assets from its cache', () => {
    expect(strategyFor(get(`${SCOPE}?lng=de`, 'navigate'), SCOPE, PRECACHE)).toBe('shell')
    expect(strategyFor(get(`${SCOPE}assets/swap-123.js`), SCOPE, PRECACHE)).toBe('asset')
    expect(strategyFor(get(`${SCOPE}favicon.svg`, 'no-cors'), SCOPE, PRECACHE)).toBe('asset')
  })

  it('never answers RPC, quote, token-list or manifest requests, nor other paths and origins', () => {
    const never = [
      { method: 'POST', mode: 'cors' as const, url: `${SCOPE}rpc` },
      get('https://rpc.example/'),
      get('https://api.example/quote?amount=1'),
      get('https://tokens.uniswap.org/'),
      get('http://127.0.0.1:8547/manifest.json'),
      get(`${SCOPE}quote?tokenIn=0x1`),
      get(`${SCOPE}lists/default.json`),
      get(`${SCOPE}assets/chunk.js?v=2`),
      get('https://app.example/other/assets/x.js'),
      get('https://app.example/other/', 'navigate'),
    ]
    for (const request of never)
      expect(strategyFor(request, SCOPE, PRECACHE), request.url).toBe(null)
  })
})

/** Cache Storage in memory, keyed by URL. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>()
  const urlOf = (r: Request | string) => (typeof r === 'string' ? r : r.url)
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>()
    stores.set(name, store)
    return {
      match: async (r: Request | string) => store.get(urlOf(r))?.clone(),
      put: async (r: Request | string, res: Response) => void store.set(urlOf(r), res),
      addAll: async (rs: Request[]) => {
        for (const r of rs) store.set(r.url, new Response(`cached ${r.url}`))
      },
    } as unknown as Cache
  }
  const caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  } as unknown as CacheStorage
  return { caches, stores }
}

type Handler = (e: unknown) => void

function startWorker(network: (url: string) => Promise<Response>, version = 'v2') {
  const { caches, stores } = fakeCaches()
  const handlers = new Map<string, Handler>()
  const fetch = vi.fn((r: Request | string) => network(typeof r === 'string' ? r : r.url))
  const sw = {
    registration: { scope: SCOPE },
    clients: { claim: vi.fn(async () => {}) },
    caches,
    fetch,
    addEventListener: (type: string, h: Handler) => handlers.set(type, h),
  } as unknown as ServiceWorkerScopeLike
  installServiceWorker(sw, { version, precache: PRECACHE })
  const dispatch = async (type: string, extra: object = {}) => {
    const waits: Promise<unknown>[] = []
    let response: Promise<Response> | undefined
    handlers.get(type)?.({
      ...extra,
      waitUntil: (p: Promise<unknown>) => waits.push(p),
      respondWith: (r: Promise<Response>) => {
        response = r
      },
    })
    await Promise.all(waits)
    return response
  }
  return { dispatch, stores, fetch, sw }
}

const basic = (body: string) => {
  const res = new Response(body)
  Object.defineProperty(res, 'type', { value: 'basic' })
  return res
}

describe('the service worker', () => {
  it('precaches the shell under a versioned name and drops only its own scope’s older caches', async () => {
    const w = startWorker(async (url) => basic(url))
    w.stores.set(cacheName(SCOPE, 'v1'), new Map())
    w.stores.set(cacheName('https://app.example/ipfs/other/', 'v1'), new Map())
    await w.dispatch('install')
    await w.dispatch('activate')
    expect([...w.stores.keys()].sort()).toEqual(
      [cacheName(SCOPE, 'v2'), cacheName('https://app.example/ipfs/other/', 'v1')].sort(),
    )
    expect([...(w.stores.get(cacheName(SCOPE, 'v2'))?.keys() ?? [])]).toEqual(
      PRECACHE.map((p) => new URL(p, SCOPE).href),
    )
  })

  it('reloads offline: a navigation falls back to the cached index.html, assets come from the cache', async () => {
    let online = true
    const w = startWorker(async (url) => {
      if (!online) throw new TypeError('Failed to fetch')
      return basic(`network ${url}`)
    })
    await w.dispatch('install')
    const lazy = `${SCOPE}assets/swap-123.js`
    await (await w.dispatch('fetch', { request: new Request(lazy) }))?.text()
    online = false
    const page = await w.dispatch('fetch', {
      request: { method: 'GET', mode: 'navigate', url: `${SCOPE}?theme=dark` },
    })
    expect(await page?.text()).toBe(`cached ${SCOPE}`)
    const chunk = await w.dispatch('fetch', { request: new Request(lazy) })
    expect(await chunk?.text()).toBe(`network ${lazy}`)
  })

  it('leaves RPC and list requests to the network and keeps nothing of them', async () => {
    const w = startWorker(async (url) => basic(url))
    await w.dispatch('install')
    const rpc = await w.dispatch('fetch', {
      request: new Request(`${SCOPE}rpc`, { method: 'POST', body: '{}' }),
    })
    const list = await w.dispatch('fetch', { request: new Request('https://tokens.uniswap.org/') })
    expect(rpc).toBeUndefined()
    expect(list).toBeUndefined()
    expect(w.fetch).not.toHaveBeenCalled()
  })

  it('keeps the assets the page loaded before it took control, and nothing else it is sent', async () => {
    const w = startWorker(async (url) => basic(url))
    const asset = `${SCOPE}assets/i18n-en.js`
    await w.dispatch('message', {
      data: {
        type: CACHE_LOADED_MESSAGE,
        urls: [asset, 'https://tokens.uniswap.org/', 'http://127.0.0.1:8547/manifest.json'],
      },
    })
    expect([...(w.stores.get(cacheName(SCOPE, 'v2'))?.keys() ?? [])]).toEqual([asset])
  })
})
