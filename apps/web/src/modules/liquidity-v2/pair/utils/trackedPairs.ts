// Which pairs the v2 and migration lists check for the account's liquidity (spec 02 §2 v2 list,
// Migration list): with no indexer, the candidates are every active token paired with the common
// bases (the wrapped native coin and the majors, as the token picker offers them) plus the pairs
// the user saved on the find page. Only their liquidity-token balances are read first
// (the liquidity core's readV2Positions), so a long token list costs one balanceOf per candidate.
import type { Token } from '@uniswap/sdk-core'
import type { ChainInfo } from '../../../../chain/chains'
import { toPoolToken } from '../../../../chain/sdkToken'
import { commonBases, type ListedToken, nativeToken } from '../../../tokens'
import type { SavedPair } from '../state/savedPairs'
import { savedPairKey } from '../state/savedPairs'

export interface TokenPair {
  tokenA: Token
  tokenB: Token
}

/** Saved pairs first, then each active token with each base; no pair twice, none of one token. */
export function trackedPairs(
  chain: ChainInfo,
  active: readonly ListedToken[],
  saved: Readonly<Record<string, SavedPair>> | undefined,
): TokenPair[] {
  const out = new Map<string, TokenPair>()
  const add = (a: Token | undefined, b: Token | undefined) => {
    if (!a || !b || a.equals(b)) return
    const key = savedPairKey(a, b)
    if (!out.has(key)) out.set(key, { tokenA: a, tokenB: b })
  }
  for (const pair of Object.values(saved ?? {})) {
    add(toPoolToken(pair.token0, chain), toPoolToken(pair.token1, chain))
  }
  const bases = commonBases(nativeToken(chain), chain.wrappedNativeSymbol, active)
    .map((b) => toPoolToken(b, chain))
    .filter((b) => b !== undefined)
  for (const token of active) {
    if (token.chainId !== chain.id) continue
    const t = toPoolToken(token, chain)
    for (const base of bases) add(t, base)
  }
  return [...out.values()]
}
