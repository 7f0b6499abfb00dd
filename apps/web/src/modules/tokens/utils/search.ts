// spec 01 §5 "Token search" and §2 search view: matches only tokens on the current chain,
// active tokens first, inactive-list tokens skip the active set and are deduplicated by address,
// capped at 10 (spec 01 §9: search results cap 10). Enter picks the exact symbol match or the
// single result.
import type { TokenInfo } from '../types'
import {
  entryMatches,
  type IndexedToken,
  indexEntry,
  indexTokens,
  parseQuery,
  queryRank,
  sortedEntries,
} from './searchIndex'

/** spec 01 §9 Display: search results cap 10. */
export const SEARCH_RESULTS_CAP = 10

/**
 * Uniswap's filter: an address matches that address only; otherwise every query word must start
 * or end some word of the symbol or of the name.
 */
export function matchesQuery(token: TokenInfo, query: string): boolean {
  return entryMatches(indexEntry(token), parseQuery(query))
}

export interface SearchTokensParameters<T extends TokenInfo> {
  query: string
  chainId: number
  /** Tokens of the active lists plus custom tokens (never mutated: indexed by identity). */
  active: readonly T[]
  /** Tokens of the inactive lists, in list order (never mutated: indexed by identity). */
  inactive: readonly T[]
  /** Balances by lower-case address, when connected: higher balances sort first. */
  balances?: ReadonlyMap<string, bigint>
  cap?: number
}

export interface SearchTokensReturnType<T> {
  active: T[]
  /** Tokens the user can Import (not on an active list or added), at most `cap`. */
  inactive: T[]
}

/**
 * One keystroke's search. The token arrays are indexed once per identity (searchIndex.ts), so
 * this is a single pass over the pre-sorted active tokens (exact symbol, then symbol prefix, then
 * the rest; balance then symbol within each) plus at most `cap` inactive matches.
 */
export function searchTokens<T extends TokenInfo>({
  query,
  chainId,
  active,
  inactive,
  balances,
  cap = SEARCH_RESULTS_CAP,
}: SearchTokensParameters<T>): SearchTokensReturnType<T> {
  const q = parseQuery(query)
  const activeIndex = indexTokens(active, chainId)
  // The empty query (every opening of the picker) shows every active token in base order.
  if (q.kind === 'all')
    return { active: allTokens(sortedEntries(activeIndex, balances)), inactive: [] }
  const buckets: [T[], T[], T[]] = [[], [], []]
  for (const e of sortedEntries(activeIndex, balances) as readonly IndexedToken<T>[])
    if (entryMatches(e, q)) buckets[queryRank(e, q)].push(e.token)
  const inactiveHits: T[] = []
  for (const e of indexTokens(inactive, chainId).entries) {
    if (inactiveHits.length >= cap) break
    if (!activeIndex.keys.has(e.key) && entryMatches(e, q)) inactiveHits.push(e.token)
  }
  return { active: buckets[0].concat(buckets[1], buckets[2]), inactive: inactiveHits }
}

const tokensOf = new WeakMap<readonly IndexedToken<TokenInfo>[], readonly TokenInfo[]>()

/** The tokens of an entry order, mapped once per order (a fresh array for the caller). */
function allTokens<T extends TokenInfo>(entries: readonly IndexedToken<T>[]): T[] {
  const key = entries as readonly IndexedToken<TokenInfo>[]
  let tokens = tokensOf.get(key)
  if (!tokens) {
    tokens = entries.map((e) => e.token)
    tokensOf.set(key, tokens)
  }
  return tokens.slice() as T[]
}

/** spec 01 §2: Enter picks the exact symbol match, or the only result; otherwise nothing. */
export function pickOnEnter<T extends TokenInfo>(
  query: string,
  results: readonly T[],
): T | undefined {
  const q = query.trim().toLowerCase()
  const exact = results.find((t) => t.symbol.toLowerCase() === q)
  if (exact) return exact
  return results.length === 1 ? results[0] : undefined
}
