// spec 01 §5 "Token search" and §2 search view: matches only tokens on the current chain,
// active tokens first, inactive-list tokens skip the active set and are deduplicated by address,
// capped at 10 (spec 01 §9: search results cap 10). Enter picks the exact symbol match or the
// single result.
import { isAddress } from 'viem'
import type { TokenInfo } from '../types'

/** spec 01 §9 Display: search results cap 10. */
export const SEARCH_RESULTS_CAP = 10

const words = (s: string) =>
  s
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0)

/**
 * Uniswap's filter: an address matches that address only; otherwise every query word must start
 * or end some word of the symbol or of the name.
 */
export function matchesQuery(token: TokenInfo, query: string): boolean {
  const q = query.trim()
  if (q.length === 0) return true
  if (isAddress(q, { strict: false })) return token.address.toLowerCase() === q.toLowerCase()
  const parts = words(q)
  const match = (s: string) => {
    const sParts = words(s)
    return parts.every((p) => sParts.some((w) => w.startsWith(p) || w.endsWith(p)))
  }
  return match(token.symbol) || match(token.name)
}

/** 0 exact symbol, 1 symbol prefix, 2 the rest (Uniswap's useSortedTokensByQuery). */
function queryRank(token: TokenInfo, q: string): number {
  const symbol = token.symbol.toLowerCase()
  if (symbol === q) return 0
  if (symbol.startsWith(q)) return 1
  return 2
}

export interface SearchTokensParameters<T extends TokenInfo> {
  query: string
  chainId: number
  /** Tokens of the active lists plus custom tokens. */
  active: readonly T[]
  /** Tokens of the inactive lists, in list order. */
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

function compareTokens(balances: ReadonlyMap<string, bigint> | undefined) {
  return (a: TokenInfo, b: TokenInfo): number => {
    const ba = balances?.get(a.address.toLowerCase()) ?? 0n
    const bb = balances?.get(b.address.toLowerCase()) ?? 0n
    if (ba !== bb) return ba > bb ? -1 : 1
    return a.symbol.toLowerCase().localeCompare(b.symbol.toLowerCase())
  }
}

function dedupeOnChain<T extends TokenInfo>(
  tokens: readonly T[],
  chainId: number,
  skip: Set<string>,
): T[] {
  const out: T[] = []
  for (const t of tokens) {
    const key = t.address.toLowerCase()
    if (t.chainId !== chainId || skip.has(key)) continue
    skip.add(key)
    out.push(t)
  }
  return out
}

export function searchTokens<T extends TokenInfo>({
  query,
  chainId,
  active,
  inactive,
  balances,
  cap = SEARCH_RESULTS_CAP,
}: SearchTokensParameters<T>): SearchTokensReturnType<T> {
  const q = query.trim().toLowerCase()
  const seen = new Set<string>()
  const activeOnChain = dedupeOnChain(active, chainId, seen)
  const byBalance = compareTokens(balances)
  const activeHits = activeOnChain
    .filter((t) => matchesQuery(t, q))
    .sort((a, b) => queryRank(a, q) - queryRank(b, q) || byBalance(a, b))
  const inactiveHits: T[] = []
  if (q.length > 0) {
    for (const t of dedupeOnChain(inactive, chainId, seen)) {
      if (inactiveHits.length >= cap) break
      if (matchesQuery(t, q)) inactiveHits.push(t)
    }
  }
  return { active: activeHits, inactive: inactiveHits }
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
