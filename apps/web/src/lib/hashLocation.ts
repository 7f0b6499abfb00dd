// wouter's location for the app's hash URLs (issue 11): the route and its query both live after
// the '#' — /#/swap?inputCurrency=ETH&theme=dark — as in the reference interface, so one
// index.html serves every route from an IPFS gateway. wouter's own useHashLocation keeps the
// query before the '#' (location.search), which would change every URL the spec names; this
// hook gives <Router hook={useHashLocation}> the path, and its `searchHook` the hash's query.
import { useSyncExternalStore } from 'react'
import type { BaseLocationHook } from 'wouter'

/** The part of the URL after '#': '/swap?x=1'; '/' for an empty hash. */
function hashPath(): string {
  const hash = window.location.hash.replace(/^#\/?/, '')
  return `/${hash}`
}

/** '/swap' of '#/swap?x=1'. */
export function currentHashPathname(): string {
  const path = hashPath()
  const query = path.indexOf('?')
  return query < 0 ? path : path.slice(0, query)
}

/** 'x=1' of '#/swap?x=1' (no '?', as wouter's useSearch returns it). */
export function currentHashSearch(): string {
  const path = hashPath()
  const query = path.indexOf('?')
  return query < 0 ? '' : path.slice(query + 1)
}

// Own navigations use pushState/replaceState, which fire no event: listeners are called directly.
const listeners = new Set<() => void>()
const notify = (): void => {
  for (const listener of [...listeners]) listener()
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    // Back/forward and typed URLs.
    window.addEventListener('hashchange', notify)
    window.addEventListener('popstate', notify)
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0) return
    window.removeEventListener('hashchange', notify)
    window.removeEventListener('popstate', notify)
  }
}

export interface HashNavigateOptions {
  /** Replace the current history entry (redirects, URL sync) instead of adding one. */
  replace?: boolean
}

/**
 * Goes to `to` ('/swap?x=1'; a leading '~' as wouter writes absolute paths is dropped). A
 * fragment-only URL keeps the page's own path and query (an IPFS gateway's /ipfs/<cid>/).
 */
export function navigateHash(to: string, { replace = false }: HashNavigateOptions = {}): void {
  const path = to.replace(/^~?\/?/, '/')
  if (replace) window.history.replaceState(null, '', `#${path}`)
  else window.history.pushState(null, '', `#${path}`)
  notify()
}

type HashLocationHook = BaseLocationHook & {
  hrefs: (href: string) => string
  searchHook: () => string
}

function useHashSearch(): string {
  return useSyncExternalStore(subscribe, currentHashSearch, () => '')
}

/** The location hook for wouter's <Router hook={useHashLocation}>. */
export const useHashLocation: HashLocationHook = Object.assign(
  (): [string, typeof navigateHash] => [
    useSyncExternalStore(subscribe, currentHashPathname, () => '/'),
    navigateHash,
  ],
  { hrefs: (href: string): string => `#${href}`, searchHook: useHashSearch },
)
