// spec 01 §7.5 and §5 "Add-list input": a list location is a content URI (an https/http URL, an
// ipfs://, ipns:// or ar:// URI: lib/contentUri.ts) or an ENS name (whose contenthash points at
// one of those).
import { type ContentLocation, parseContentUri } from '../../../lib/contentUri'

export type ListLocation = ContentLocation | { kind: 'ens'; name: string; path: string }

// An ENS name: dot-separated labels ending in .eth, optionally with a path (Uniswap's rule).
const ENS_NAME_RE = /^((?:[a-z0-9]+(?:-[a-z0-9]+)*\.)+eth)(\/.*)?$/i

/** Parses a list location; null when it is none of the kinds spec 01 §7.5 names. */
export function parseListLocation(input: string): ListLocation | null {
  const value = input.trim()
  const ens = ENS_NAME_RE.exec(value)
  if (ens?.[1]) return { kind: 'ens', name: ens[1].toLowerCase(), path: ens[2] ?? '' }
  return parseContentUri(value)
}

/** spec 01 §5 "Add-list input": must be a URL, ipfs location or ENS name. */
export function isValidListLocation(input: string): boolean {
  return parseListLocation(input) !== null
}
