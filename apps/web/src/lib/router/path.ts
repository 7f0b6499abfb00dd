// Location values and the string forms the router passes around. A path is what follows the
// '#' of a hash URL: '/swap?inputCurrency=ETH#top'.

export interface Location {
  pathname: string
  /** '' or '?…' */
  search: string
  /** '' or '#…' (a fragment inside the hash route) */
  hash: string
}

/** Where to go: a path string (absolute or relative) or its parts. */
export type To = string | Partial<Location>

/** Splits a path string into its parts; missing parts are left out. */
export function parsePath(path: string): Partial<Location> {
  const parts: Partial<Location> = {}
  let rest = path
  const hashAt = rest.indexOf('#')
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt)
    rest = rest.slice(0, hashAt)
  }
  const searchAt = rest.indexOf('?')
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt)
    rest = rest.slice(0, searchAt)
  }
  if (rest) parts.pathname = rest
  return parts
}

/** The path string of a location; a lone '?' or '#' is dropped. */
export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Location>): string {
  const s = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''
  const h = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : ''
  return pathname + s + h
}

/** Joins path pieces and collapses repeated slashes. */
export function joinPaths(...paths: string[]): string {
  return paths.join('/').replace(/\/\/+/g, '/')
}

/** Resolves '.' and '..' segments of a pathname relative to `from` (both from the site root). */
function resolvePathname(relative: string, from: string): string {
  const segments = from.split('/').filter(Boolean)
  for (const segment of relative.split('/')) {
    if (segment === '..') segments.pop()
    else if (segment && segment !== '.') segments.push(segment)
  }
  return `/${segments.join('/')}`
}

/**
 * The absolute location `to` points at. A relative pathname resolves against `base` (the path the
 * enclosing route matched); a `to` without a pathname (e.g. '?x=1') keeps the current one, as in
 * react-router.
 */
export function resolveTo(to: To, base: string, currentPathname: string): Location {
  const parts = typeof to === 'string' ? parsePath(to) : to
  const target = parts.pathname
  let pathname: string
  if (target === undefined || target === '') pathname = currentPathname
  else if (target.startsWith('/')) pathname = target
  else pathname = resolvePathname(target, base)
  // A trailing slash the caller wrote is kept ('to="x/"'), as react-router does.
  if (target?.endsWith('/') && !pathname.endsWith('/')) pathname += '/'
  return { pathname, search: normalize(parts.search, '?'), hash: normalize(parts.hash, '#') }
}

function normalize(value: string | undefined, prefix: '?' | '#'): string {
  if (!value || value === prefix) return ''
  return value.startsWith(prefix) ? value : prefix + value
}
