// The security headers of the static app (issue 17, "Production build"): one source of truth for
// the `_headers` file in the build output, the meta CSP in index.html, `vite preview` and the
// e2e static server. No imports: vite.config.ts, the e2e harness and the unit test all read it.

/** What the policy depends on: the build-time configuration the app itself reads. */
export interface SecurityHeadersConfig {
  /** TIDEPOOL_DEVNET_URL ('' or undefined for a public build). */
  devnetUrl: string | undefined
  /** TIDEPOOL_QUOTE_URL ('' or undefined: no routing service). */
  quoteUrl: string | undefined
  /** The build's env (process.env): VITE_RPC_URL_<id>, VITE_WALLETCONNECT_PROJECT_ID, … */
  env: Readonly<Record<string, string | undefined>>
}

/**
 * Hosts the public chain table reads (src/chain/publicChains.ts, testnets.ts: rpcUrls and
 * defaultListUrls) and the
 * gateways of src/lib/contentUri.ts. securityHeaders.test.ts fails when the table
 * or the gateways name a host missing here, so this list cannot drift from the app.
 */
export const PUBLIC_CONNECT_ORIGINS: readonly string[] = [
  // Rollup RPCs of the chain table (Ethereum has none: it needs VITE_RPC_URL_1).
  'https://mainnet.optimism.io',
  'https://sepolia.optimism.io',
  'https://arb1.arbitrum.io',
  'https://sepolia-rollup.arbitrum.io',
  'https://polygon-rpc.com',
  'https://mainnet.base.org',
  'https://sepolia.base.org',
  'https://mainnet.unichain.org',
  'https://sepolia.unichain.org',
  'https://bsc-dataseed.bnbchain.org',
  'https://api.avax.network',
  'https://forno.celo.org',
  'https://rpc.blast.io',
  'https://rpc.zora.energy',
  'https://worldchain-mainnet.g.alchemy.com',
  'https://rpc.soneium.org',
  'https://rpc-gel.inkonchain.com',
  // Default token lists (spec 01 §7.5).
  'https://tokens.uniswap.org',
  'https://gateway.ipfs.io',
  'https://bridge.arbitrum.io',
  'https://static.optimism.io',
  // Content gateways for ipfs://, ipns:// and ar:// lists (spec 01 §7.4–7.5).
  'https://cloudflare-ipfs.com',
  'https://ipfs.io',
  'https://arweave.net',
  // The airdrop's claim files (spec 01 §7 item 3; chain/uniProtocol.ts PUBLIC_UNI_PROTOCOL).
  'https://raw.githubusercontent.com',
  // Wallet SDKs: MetaMask's mobile relay and Coinbase Wallet's RPC (their analytics stay blocked).
  'wss://mm-sdk-relay.api.cx.metamask.io',
  'https://rpc.wallet.coinbase.com',
]

/** WalletConnect's relay, verify and explorer APIs; allowed only when a project id is set. */
const WALLETCONNECT_ORIGINS = [
  'https://*.walletconnect.com',
  'wss://*.walletconnect.com',
  'https://*.walletconnect.org',
  'wss://*.walletconnect.org',
  'https://*.reown.com',
  'wss://*.reown.com',
  'https://*.web3modal.org',
]
const WALLETCONNECT_FRAMES = [
  'https://verify.walletconnect.com',
  'https://verify.walletconnect.org',
]

const originOf = (url: string): string | null => {
  try {
    const u = new URL(url)
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null
  } catch {
    return null
  }
}

const set = (value: string | undefined): string | null =>
  value !== undefined && value.trim() !== '' ? value.trim() : null

/** The origins the app may fetch from, in a stable order. */
export function connectOrigins(config: SecurityHeadersConfig): string[] {
  const out = new Set<string>(["'self'"])
  const devnet = set(config.devnetUrl)
  const devnetOrigin = devnet ? originOf(devnet) : null
  if (devnetOrigin) {
    // The manifest names the replica's nodes at run time, on the devnet's host but other ports
    // (`npm start -- --help`), and its lists and gateway on the devnet's own origin.
    const { protocol, hostname } = new URL(devnetOrigin)
    out.add(`${protocol}//${hostname}:*`)
  }
  const quote = set(config.quoteUrl)
  const quoteOrigin = quote ? originOf(quote) : null
  if (quoteOrigin) out.add(quoteOrigin)
  // VITE_RPC_URL_<chainId>: comma-separated, as src/chain/rpc.ts reads them.
  for (const [key, value] of Object.entries(config.env).sort(([a], [b]) => a.localeCompare(b))) {
    if (!/^VITE_RPC_URL_\d+$/.test(key) || !value) continue
    for (const url of value.split(',')) {
      const origin = originOf(url.trim())
      if (origin) out.add(origin)
    }
  }
  for (const origin of PUBLIC_CONNECT_ORIGINS) out.add(origin)
  if (set(config.env.VITE_WALLETCONNECT_PROJECT_ID)) {
    for (const origin of WALLETCONNECT_ORIGINS) out.add(origin)
  }
  // A deployment that wants users to add lists from other hosts names them here.
  for (const extra of (config.env.TIDEPOOL_CSP_CONNECT_SRC ?? '').split(/[\s,]+/)) {
    if (extra) out.add(extra)
  }
  return [...out]
}

/** The policy as directive → sources. `frame-ancestors` is last: the meta tag drops it. */
export function cspDirectives(config: SecurityHeadersConfig): [string, string[]][] {
  const devnet = set(config.devnetUrl)
  const devnetOrigin = devnet ? originOf(devnet) : null
  const walletConnect = set(config.env.VITE_WALLETCONNECT_PROJECT_ID) !== null
  return [
    ['default-src', ["'self'"]],
    // No inline script and no eval: the build emits none (the token-list validator is compiled
    // at build time, vite.tokenlistValidator.ts, because Ajv would otherwise need new Function).
    ['script-src', ["'self'"]],
    // Styles may be inline: index.html's boot spinner and the wallet SDKs' dialogs inject <style>.
    // A style cannot run code; scripts, the clickjacking and exfiltration paths, stay locked.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Token logos come from any list's logoURI (spec 01 §7.5) and the position NFT is an SVG
    // data: URI from the chain (tokenURI), so images are allowed from https:, data: and blob:.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', ...(devnetOrigin ? [devnetOrigin] : [])]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', connectOrigins(config)],
    // The routing engine's Web Worker and the service worker (sw.js, spec 01 §7 item 13) are
    // built files of this origin; blob: for libraries that spawn inline workers.
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', walletConnect ? WALLETCONNECT_FRAMES : ["'none'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', frameAncestors(config)],
  ]
}

/**
 * 'none' by default: the swap page must not be framable (clickjacking). A deployment meant to
 * run as a Safe App names Safe's origin in TIDEPOOL_FRAME_ANCESTORS (then X-Frame-Options,
 * which cannot list origins, is left out).
 */
function frameAncestors(config: SecurityHeadersConfig): string[] {
  const listed = (config.env.TIDEPOOL_FRAME_ANCESTORS ?? '').split(/[\s,]+/).filter(Boolean)
  return listed.length > 0 ? listed : ["'none'"]
}

const serialize = (directives: [string, string[]][]): string =>
  directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ')

/** The CSP for the `<meta http-equiv>` tag: browsers ignore frame-ancestors there (CSP 3 §6.4.2). */
export function metaContentSecurityPolicy(config: SecurityHeadersConfig): string {
  return serialize(cspDirectives(config).filter(([name]) => name !== 'frame-ancestors'))
}

/** Every response header of the static app. */
export function securityHeaders(config: SecurityHeadersConfig): Record<string, string> {
  const framable = set(config.env.TIDEPOOL_FRAME_ANCESTORS) !== null
  return {
    'Content-Security-Policy': serialize(cspDirectives(config)),
    ...(framable ? {} : { 'X-Frame-Options': 'DENY' }),
    'X-Content-Type-Options': 'nosniff',
    // RPC, list and quote hosts learn the app's origin (some providers allow-list by it), never
    // a path (a sub-folder deployment's path can name its owner).
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  }
}

/** The `_headers` file Netlify and Cloudflare Pages read: one rule for every path. */
export function headersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)
  return `/*\n${lines.join('\n')}\n`
}

/** Reads back the `/*` rule of a `_headers` file (for `vite preview` and the e2e server). */
export function parseHeadersFile(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  let inAll = false
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      inAll = line.trim() === '/*'
      continue
    }
    const colon = line.indexOf(':')
    if (inAll && colon > 0) out[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return out
}
