// The two histories the router runs on: the window's hash (the app: IPFS gateways serve one
// index.html, so routes live after the '#', e.g. /#/swap?theme=dark) and an in-memory stack
// (tests). Both hand out the same Location object until the location changes, which is what
// useSyncExternalStore needs from a snapshot.
import { createPath, type Location, parsePath } from './path'

export interface History {
  /** The current location; the same object until it changes. */
  getLocation(): Location
  /** Calls `listener` after every change (own navigations and, for the hash, back/forward). */
  listen(listener: () => void): () => void
  push(to: Location): void
  replace(to: Location): void
  /** Moves through the history stack (-1: back). */
  go(delta: number): void
  /** The href of a link to `to`. */
  createHref(to: Location): string
}

function toLocation(path: string): Location {
  const { pathname = '/', search = '', hash = '' } = parsePath(path)
  return { pathname: pathname.startsWith('/') ? pathname : `/${pathname}`, search, hash }
}

function createListeners(): { add(listener: () => void): () => void; notify(): void } {
  const listeners = new Set<() => void>()
  return {
    add(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    notify() {
      for (const listener of [...listeners]) listener()
    },
  }
}

/**
 * The window's hash as the location: '#/swap?x=1' is pathname '/swap', search '?x=1'; an empty
 * hash is '/'. Navigations use pushState/replaceState on the hash URL, which fires no event, so
 * the listeners are called directly; back/forward and typed URLs arrive as popstate/hashchange.
 */
export function createHashHistory(win: Window = window): History {
  const listeners = createListeners()
  let cachedHash: string | null = null
  let cached: Location = toLocation('/')

  const getLocation = (): Location => {
    const hash = win.location.hash
    if (hash !== cachedHash) {
      cachedHash = hash
      cached = toLocation(hash.slice(1) || '/')
    }
    return cached
  }

  const createHref = (to: Location): string => `#${createPath(to)}`

  const write = (to: Location, replace: boolean): void => {
    // A fragment-only URL keeps the page's own path and query (an IPFS gateway's /ipfs/<cid>/).
    if (replace) win.history.replaceState(null, '', createHref(to))
    else win.history.pushState(null, '', createHref(to))
    listeners.notify()
  }

  return {
    getLocation,
    listen(listener) {
      const remove = listeners.add(listener)
      win.addEventListener('popstate', listener)
      win.addEventListener('hashchange', listener)
      return () => {
        remove()
        win.removeEventListener('popstate', listener)
        win.removeEventListener('hashchange', listener)
      }
    },
    push: (to) => write(to, false),
    replace: (to) => write(to, true),
    go: (delta) => win.history.go(delta),
    createHref,
  }
}

export interface MemoryHistoryOptions {
  /** Paths in the stack, oldest first (default ['/']). */
  initialEntries?: readonly (string | Partial<Location>)[]
  /** The current entry (default: the last one). */
  initialIndex?: number
}

/** A history kept in memory, for tests; links get plain '/path' hrefs, like react-router's. */
export function createMemoryHistory({
  initialEntries = ['/'],
  initialIndex,
}: MemoryHistoryOptions = {}): History {
  const listeners = createListeners()
  const entries = initialEntries.map((e) => toLocation(typeof e === 'string' ? e : createPath(e)))
  if (entries.length === 0) entries.push(toLocation('/'))
  const clamp = (n: number): number => Math.min(Math.max(n, 0), entries.length - 1)
  let index = clamp(initialIndex ?? entries.length - 1)
  const current = (): Location => entries[index] ?? toLocation('/')

  return {
    getLocation: current,
    listen: listeners.add,
    push(to) {
      index += 1
      entries.splice(index, entries.length - index, { ...to })
      listeners.notify()
    },
    replace(to) {
      entries[index] = { ...to }
      listeners.notify()
    },
    go(delta) {
      const next = clamp(index + delta)
      if (next === index) return
      index = next
      listeners.notify()
    },
    createHref: createPath,
  }
}
