// The devnet's token list, in the @uniswap/token-lists schema: the seed tokens of every local
// chain. Names and symbols come from the seed plan, so the bytes32 token lists readable strings.
import type { Manifest, TokenKind } from './manifest.ts'

export interface TokenListToken {
  chainId: number
  address: string
  name: string
  symbol: string
  decimals: number
  logoURI?: string
  tags?: string[]
}

export interface TokenList {
  name: string
  timestamp: string
  version: { major: number; minor: number; patch: number }
  keywords: string[]
  tags: Record<string, { name: string; description: string }>
  tokens: TokenListToken[]
}

/**
 * Tags that let a UI (or a test) find the awkward tokens without hard-coding symbols. The schema
 * allows tag ids of at most 10 word characters, hence the short ids.
 */
const KIND_TAGS: Partial<Record<TokenKind, { id: string; name: string; description: string }>> = {
  'no-return': {
    id: 'no_return',
    name: 'no return value',
    description: 'transfer and approve return no bool, approve needs a zero allowance first',
  },
  bytes32: {
    id: 'bytes32',
    name: 'bytes32 metadata',
    description: 'name and symbol return bytes32',
  },
  'fee-on-transfer': {
    id: 'fee_on_tx',
    name: 'fee on transfer',
    description: 'takes a fee on every transfer',
  },
  permit: { id: 'permit', name: 'permit', description: 'supports EIP 2612 permit' },
}

export interface TokenListOptions {
  /** Base URL serving `{symbol}.svg` logos; omitted → no logoURI. */
  logoBaseUrl?: string
  timestamp: Date
}

export function buildTokenList(manifest: Manifest, opts: TokenListOptions): TokenList {
  const tokens: TokenListToken[] = []
  for (const chain of manifest.chains) {
    for (const t of chain.tokens) {
      const entry: TokenListToken = {
        chainId: chain.chainId,
        address: t.address,
        name: t.name,
        symbol: t.symbol,
        decimals: t.decimals,
      }
      if (opts.logoBaseUrl) entry.logoURI = `${opts.logoBaseUrl}/${t.symbol}.svg`
      const tag = KIND_TAGS[t.kind]
      if (tag) entry.tags = [tag.id]
      tokens.push(entry)
    }
  }
  return {
    name: 'Tidepool Devnet',
    timestamp: opts.timestamp.toISOString(),
    version: { major: 1, minor: 0, patch: 0 },
    keywords: ['tidepool', 'devnet'],
    tags: Object.fromEntries(
      Object.values(KIND_TAGS).map(({ id, name, description }) => [id, { name, description }]),
    ),
    tokens,
  }
}

const LOGO_COLORS = [
  '#627eea',
  '#2775ca',
  '#26a17b',
  '#f7931a',
  '#f5ac37',
  '#1aab9b',
  '#e84142',
  '#8247e5',
]

/** A small round SVG badge with the symbol's first letters: logos that work offline. */
export function tokenLogoSvg(symbol: string): string {
  let hash = 0
  for (const ch of symbol) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  const color = LOGO_COLORS[hash % LOGO_COLORS.length] ?? '#888888'
  const text = symbol.slice(0, 4).replace(/[^A-Za-z0-9]/g, '')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${color}"/><text x="32" y="38" font-family="sans-serif" font-size="${text.length > 3 ? 14 : 18}" font-weight="bold" fill="#fff" text-anchor="middle">${text}</text></svg>`
}
