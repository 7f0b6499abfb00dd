// Content URIs (spec 01 §7.4–7.5): an https/http URL, or an ipfs://, ipns:// or ar:// URI whose
// content is fetched through gateways tried in turn. Token lists and logos (modules/tokens) and
// ENS avatars (modules/wallet, through chain/ensIdentity.ts) share these rules, so they live here.

export type ContentLocation =
  | { kind: 'https' | 'http'; url: string }
  | { kind: 'ipfs' | 'ipns' | 'ar'; path: string }

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

const CONTENT_RE = /^(ipfs|ipns|ar):(?:\/\/)?(.+)$/i

/** Parses a content URI (trimmed); null when it is none of the kinds above. */
export function parseContentUri(input: string): ContentLocation | null {
  const value = input.trim()
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

// Loopback hosts serve plain http (the devnet's gateway, a list served beside the app) and are
// "potentially trustworthy" to browsers, so an https page may fetch them as written: upgrading
// them only cost a failed TLS handshake and two SSL errors in the console per load (issue 34 #7).
const LOOPBACK = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/i

/**
 * The HTTP URLs to try, in order, for a content URI (an ENS name first resolves to one: see
 * modules/tokens resolveListUrls). http is tried as https first, as Uniswap does, except on a
 * loopback host, which is fetched as written. Empty for anything unrecognized, ENS names
 * included.
 */
export function uriToHttpUrls(uri: string, gateways: Gateways = PUBLIC_GATEWAYS): string[] {
  const location = parseContentUri(uri)
  if (!location) return []
  switch (location.kind) {
    case 'https':
      return [location.url]
    case 'http':
      return LOOPBACK.test(location.url)
        ? [location.url]
        : [`https${location.url.slice(4)}`, location.url]
    case 'ipfs':
    case 'ipns':
    case 'ar':
      return gateways[location.kind].map((base) => `${base}${location.path}`)
  }
}
