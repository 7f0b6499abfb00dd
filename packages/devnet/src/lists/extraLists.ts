// The extra token lists the devnet serves for the token-list flows (issue 3): a second list, a
// list with versions the e2e can publish, the unsupported (blocked) list, a hostile list that
// passes the schema, one that fails it, and the list behind the ENS name. Built from the
// manifest, so they follow `--chain-id` and the deployed addresses.
import type { Manifest, ManifestChain, ManifestExtraToken } from '../manifest.ts'
import type { TokenList, TokenListToken } from '../tokenlist.ts'

export interface ListOptions {
  logoBaseUrl: string
  timestamp: Date
}

type Role = ManifestExtraToken['role']

function tokensWithRole(
  manifest: Pick<Manifest, 'chains'>,
  roles: readonly Role[],
  logoBaseUrl: string,
) {
  const out: TokenListToken[] = []
  for (const chain of manifest.chains) {
    for (const t of chain.extraTokens ?? []) {
      if (!roles.includes(t.role)) continue
      out.push({
        chainId: chain.chainId,
        address: t.address,
        name: t.name,
        symbol: t.symbol,
        decimals: t.decimals,
        logoURI: `${logoBaseUrl}/${t.symbol}.svg`,
      })
    }
  }
  return out
}

const list = (
  name: string,
  timestamp: Date,
  tokens: TokenListToken[],
  version = '1.0.0',
): TokenList => {
  const [major = 1, minor = 0, patch = 0] = version.split('.').map(Number)
  return {
    name,
    timestamp: timestamp.toISOString(),
    version: { major, minor, patch },
    keywords: ['tidepool', 'devnet'],
    tags: {},
    tokens,
  }
}

export function buildExtendedList(manifest: Manifest, o: ListOptions): TokenList {
  return list(
    'Tidepool Extended',
    o.timestamp,
    tokensWithRole(manifest, ['extended'], o.logoBaseUrl),
  )
}

/** spec 01 §3/§6: the unsupported list; its tokens are the blocked set ('Token not supported'). */
export function buildUnsupportedList(manifest: Manifest, o: ListOptions): TokenList {
  return list(
    'Tidepool Unsupported',
    o.timestamp,
    tokensWithRole(manifest, ['blocked'], o.logoBaseUrl),
  )
}

/**
 * Releases of the versioned list (spec 01 §4 version-bump rules), by symbol:
 * 1.0.1 adds a token with only a patch bump (stays pending: the user accepts it), 1.1.0 covers
 * the same addition (applies automatically), 2.0.0 removes one (major: applies automatically).
 */
export const VERSIONED_RELEASES: Readonly<Record<string, readonly string[]>> = {
  '1.0.0': ['OCN'],
  '1.0.1': ['OCN', 'KLP'],
  '1.1.0': ['OCN', 'KLP'],
  '2.0.0': ['KLP'],
}
export const VERSIONED_INITIAL = '1.0.0'

export function buildVersionedList(manifest: Manifest, o: ListOptions, version: string): TokenList {
  const symbols = VERSIONED_RELEASES[version]
  if (!symbols) throw new Error(`unknown release ${version}`)
  const tokens = tokensWithRole(manifest, ['extended'], o.logoBaseUrl).filter((t) =>
    symbols.includes(t.symbol),
  )
  return list('Tidepool Versioned', o.timestamp, tokens, version)
}

/**
 * The list behind the ENS name. A fixed timestamp keeps its bytes, and so its CID and the
 * contenthash on chain, the same on every start.
 */
export function buildEnsList(chain: ManifestChain, logoBaseUrl: string): TokenList {
  return list(
    'Tidepool ENS',
    new Date('2026-01-01T00:00:00.000Z'),
    tokensWithRole({ chains: [chain] }, ['extended'], logoBaseUrl),
  )
}

export const MALICIOUS_TOKEN_COUNT = 10_000

const fakeAddress = (i: number) => `0x${(0x100000 + i).toString(16).padStart(40, 'a')}`

/**
 * Schema-valid but hostile (issue 3 e2e): script in names and symbols, javascript: and
 * data:text/html logos, wrong chain ids, duplicates of a real token, and 10,000 tokens in all.
 * The app must render it inertly.
 */
export function buildMaliciousList(manifest: Manifest, o: ListOptions): TokenList {
  const chainId = manifest.chains[0]?.chainId ?? 31337
  const real = tokensWithRole(manifest, ['extended'], o.logoBaseUrl).find(
    (t) => t.chainId === chainId,
  )
  const hostile: TokenListToken[] = [
    {
      chainId,
      address: fakeAddress(0),
      name: '<script>window.__pwned=1</script>',
      symbol: '<script>',
      decimals: 18,
      logoURI: 'javascript:window.__pwned=1',
    },
    {
      chainId,
      address: fakeAddress(1),
      name: '<img src=x onerror=window.__pwned=1>',
      symbol: 'IMG',
      decimals: 18,
      logoURI: 'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD0xPC9zY3JpcHQ+',
    },
    { chainId: 1, address: fakeAddress(2), name: 'Wrong Chain', symbol: 'WRONG', decimals: 18 },
    {
      chainId: 999_999,
      address: fakeAddress(3),
      name: 'Wrong Chain',
      symbol: 'WRONG',
      decimals: 18,
    },
  ]
  if (real) {
    hostile.push({ ...real, name: 'Duplicate One', symbol: 'DUP' })
    hostile.push({
      ...real,
      address: real.address.toLowerCase(),
      name: 'Duplicate Two',
      symbol: 'DUP',
    })
  }
  const spam: TokenListToken[] = []
  for (let i = hostile.length; i < MALICIOUS_TOKEN_COUNT; i++)
    spam.push({
      chainId,
      address: fakeAddress(i),
      name: `Spam Token ${i}`,
      symbol: `SPAM${i}`,
      decimals: 18,
    })
  return list('Tidepool Malicious', o.timestamp, [...hostile, ...spam])
}

/** Fails the schema: a script in the list name and one token too many. */
export function buildInvalidList(manifest: Manifest, o: ListOptions): TokenList {
  const base = buildMaliciousList(manifest, o)
  const extra = {
    ...base.tokens[base.tokens.length - 1],
    address: fakeAddress(MALICIOUS_TOKEN_COUNT),
  }
  return {
    ...base,
    name: '<script>alert(1)</script>',
    tokens: [...base.tokens, extra as TokenListToken],
  }
}
