// Whole-path matching of route patterns (spec 01 §2 "Route table": routes are matched strictly).
// A pattern is '/'-separated segments: static text (compared case-insensitively, as react-router
// does by default), ':name', ':name?' (optional) and a final '*' (the rest of the path, maybe
// empty). A trailing slash in the path is ignored.

export type Params = Readonly<Record<string, string | undefined>>

export interface PathMatch {
  params: Record<string, string>
  /** The part of the pathname the pattern matched before any '*': where nested routes start. */
  pathnameBase: string
}

function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean)
}

/** decodeURIComponent per segment, as react-router decodes params; a malformed one stays raw. */
function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * Matches pattern segments from `p` against path segments from `s`, filling `params`. Returns how
 * many path segments precede the splat (all of them without one), or null when nothing matches.
 */
function matchSegments(
  pattern: readonly string[],
  path: readonly string[],
  p: number,
  s: number,
  params: Record<string, string>,
): number | null {
  const segment = pattern[p]
  if (segment === undefined) return s === path.length ? s : null
  if (segment === '*') {
    params['*'] = path.slice(s).map(decode).join('/')
    // Only the segments before the splat form the base of nested routes.
    return s
  }
  const part = path[s]
  if (segment.startsWith(':')) {
    const optional = segment.endsWith('?')
    const name = optional ? segment.slice(1, -1) : segment.slice(1)
    // An optional param takes the next segment if it can, else is skipped: the order in which
    // react-router expands optional segments (':a?/:b?' fills a before b).
    if (part !== undefined) {
      params[name] = decode(part)
      const base = matchSegments(pattern, path, p + 1, s + 1, params)
      if (base !== null) return base
      delete params[name]
    }
    return optional ? matchSegments(pattern, path, p + 1, s, params) : null
  }
  const optional = segment.endsWith('?')
  const text = optional ? segment.slice(0, -1) : segment
  if (part !== undefined && decode(part).toLowerCase() === text.toLowerCase()) {
    const base = matchSegments(pattern, path, p + 1, s + 1, params)
    if (base !== null) return base
  }
  return optional ? matchSegments(pattern, path, p + 1, s, params) : null
}

/** Matches the whole `pathname` against `pattern`; null when it does not match. */
export function matchPath(pattern: string, pathname: string): PathMatch | null {
  const path = splitPath(pathname)
  const params: Record<string, string> = {}
  const baseCount = matchSegments(splitPath(pattern), path, 0, 0, params)
  if (baseCount === null) return null
  return { params, pathnameBase: `/${path.slice(0, baseCount).join('/')}` }
}
