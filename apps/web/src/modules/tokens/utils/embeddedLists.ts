// spec 01 §3 "Embedded data": a broken token list (one token) and an unsupported token list (a
// few hundred mainly synthetic and expiring tokens), shipped in the bundle so the public chains'
// blocked set ('Token not supported', spec 01 §2; 'Unsupported Asset', §5) needs no fetch. Loaded
// on demand (hooks/useBlockedTokens), never with the page.
//
// - BROKEN_TOKEN_LIST is the complete one-token list as Uniswap's interface embedded it
//   (src/constants/tokenLists/broken.tokenlist.json, 2021 version).
// - UNSUPPORTED_TOKEN_LIST is the whole published "Unsupported Token List" that Uniswap keeps in
//   @uniswap/smart-order-router (util/unsupported-tokens), imported, never copied: 138 tokens on
//   mainnet and Optimism. The spec says "a few hundred": it describes the 2022 interface; the
//   well-kept published list holds 138 today (expired options, expiring synthetics, synths).
import { UNSUPPORTED_TOKENS } from '@uniswap/smart-order-router/build/module/util/unsupported-tokens.js'
import type { TokenInfo, TokenList } from '../types'

const VERSION_1 = { major: 1, minor: 0, patch: 0 }
const UNISWAP_LIST_LOGO = 'ipfs://QmNa8mQkrNKp1WEEeGjFezDmDeodkWRevGFN8JCV7b4Xir'

export const BROKEN_TOKEN_LIST: TokenList = {
  name: 'Broken Token List',
  timestamp: '2021-01-05T20:47:02.923Z',
  version: VERSION_1,
  logoURI: UNISWAP_LIST_LOGO,
  keywords: ['uniswap', 'broken'],
  tokens: [
    {
      chainId: 1,
      address: '0x4bf5dc91E2555449293D7824028Eb8Fe5879B689',
      name: 'UNI HODL',
      symbol: 'UniH',
      decimals: 18,
    },
  ],
}

/**
 * The published list made valid against the token-list schema, the one change each: the schema's
 * uri format rejects an empty logoURI ('' means no logo, so it is dropped) and its symbol
 * pattern rejects whitespace (seven 'Zelda … Cash' / 'Mini Mario … Cash' symbols lose their
 * spaces). Addresses, the blocking key, are untouched. embeddedLists.test.ts runs the validator.
 */
export function schemaValidUnsupportedList(published: {
  name: string
  timestamp: string
  version: TokenList['version']
  logoURI?: string
  keywords?: string[]
  tokens: readonly (Omit<TokenInfo, 'logoURI'> & { logoURI?: string })[]
}): TokenList {
  const { name, timestamp, version, logoURI, keywords } = published
  return {
    name,
    timestamp,
    version,
    ...(logoURI ? { logoURI } : {}),
    ...(keywords ? { keywords } : {}),
    tokens: published.tokens.map((t) => ({
      chainId: t.chainId,
      address: t.address,
      name: t.name,
      symbol: t.symbol.replace(/\s+/g, ''),
      decimals: t.decimals,
      ...(t.logoURI ? { logoURI: t.logoURI } : {}),
      ...(t.tags ? { tags: t.tags } : {}),
    })),
  }
}

export const UNSUPPORTED_TOKEN_LIST: TokenList = schemaValidUnsupportedList(UNSUPPORTED_TOKENS)

/** The embedded lists whose tokens the public chains block (spec 01 §3, §6). */
export const EMBEDDED_BLOCKED_LISTS: readonly TokenList[] = [
  UNSUPPORTED_TOKEN_LIST,
  BROKEN_TOKEN_LIST,
]
