// spec 01 §7.5 and §5 "Add-list input": a list location is an https/http URL, an ipfs://,
// ipns:// or ar:// URI, or an ENS name (whose contenthash points at one of those). Content
// addresses are fetched through gateways tried in turn (spec 01 §7.4–7.5).

export type ListLocation =
  | { kind: 'https' | 'http'; url: string }
  | { kind: 'ipfs' | 'ipns' | 'ar'; path: string }
  | { kind: 'ens'; name: string; path: string }

/** Gateway base URLs per content kind, each ending in '/'. */
export interface Gateways {
  ipfs: readonly string[]
  ipns: readonly string[]
  ar: readonly string[]
}

export const PUBLIC_GATEWAYS: Gateways = {
  ipfs: ['https://cloudflare-ipfs.com/ipfs/', 'https://ipfs.io/ipfs/'],
  ipns: ['https://cloudflare-ipfs.com/ipns/', 'https://ipfs.io/ipns/'],
  ar: ['https://arweave.net/'],
}

/**
 * Local chains fetch content addresses through the devnet's gateway first, so lists resolve
 * offline; the public gateways stay as the fallback.
 */
export function withLocalGateway(
  devnetUrl: string,
  gateways: Gateways = PUBLIC_GATEWAYS,
): Gateways {
  const base = devnetUrl.replace(/\/+$/, '')
  return {
    ipfs: [`${base}/ipfs/`, ...gateways.ipfs],
    ipns: [`${base}/ipns/`, ...gateways.ipns],
    ar: [`${base}/ar/`, ...gateways.ar],
  }
}

// An ENS name: dot-separated labels ending in .eth, optionally with a path (Uniswap's rule).
const ENS_NAME_RE = /^((?:[a-z0-9]+(?:-[a-z0-9]+)*\.)+eth)(\/.*)?$/i
const CONTENT_RE = /^(ipfs|ipns|ar):(?:\/\/)?(.+)$/i

/** Parses a list location; null when it is none of the kinds spec 01 §7.5 names. */
export function parseListLocation(input: string): ListLocation | null {
  const value = input.trim()
  const ens = ENS_NAME_RE.exec(value)
  if (ens?.[1]) return { kind: 'ens', name: ens[1].toLowerCase(), path: ens[2] ?? '' }
  const content = CONTENT_RE.exec(value)
  if (content?.[1] && content[2]) {
    const kind = content[1].toLowerCase() as 'ipfs' | 'ipns' | 'ar'
    return { kind, path: content[2] }
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol === 'https:') return { kind: 'https', url: value }
  if (url.protocol === 'http:') return { kind: 'http', url: value }
  return null
}

/** spec 01 §5 "Add-list input": must be a URL, ipfs location or ENS name. */
export function isValidListLocation(input: string): boolean {
  return parseListLocation(input) !== null
}

/**
 * The HTTP URLs to try, in order, for a non-ENS location (an ENS location first resolves to a
 * content URI: see resolveListUrls). http is tried as https first, as Uniswap does.
 * Empty for anything unrecognized.
 */
export function uriToHttpUrls(uri: string, gateways: Gateways = PUBLIC_GATEWAYS): string[] {
  const location = parseListLocation(uri)
  if (!location) return []
  switch (location.kind) {
    case 'https':
      return [location.url]
    case 'http':
      return [`https${location.url.slice(4)}`, location.url]
    case 'ipfs':
    case 'ipns':
    case 'ar':
      return gateways[location.kind].map((base) => `${base}${location.path}`)
    case 'ens':
      return []
  }
}
