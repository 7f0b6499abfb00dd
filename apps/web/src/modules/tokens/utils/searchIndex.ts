// The picker's pre-normalized search index (issue 3 Performance: filtering a 10,000-token list
// within one frame). Lower-casing, word splitting, the per-chain filter and address dedupe are
// done once per token array — the arrays come memoized from the lists store, so once per list
// change — instead of on every keystroke; the base order (balance, then symbol) is sorted once
// per array and balances, so a keystroke is one linear pass that buckets by query rank.
import { isAddress } from 'viem'
import type { TokenInfo } from '../types'

export interface IndexedToken<T extends TokenInfo> {
  token: T
  /** Lower-case address: the dedupe key. */
  key: string
  /** Lower-case symbol (query rank). */
  symbol: string
  symbolWords: readonly string[]
  nameWords: readonly string[]
}

export interface TokenIndex<T extends TokenInfo> {
  /** Tokens on the chain, first occurrence of each address only, in input order. */
  entries: readonly IndexedToken<T>[]
  keys: ReadonlySet<string>
}

export const words = (s: string): string[] =>
  s
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0)

export function indexEntry<T extends TokenInfo>(token: T): IndexedToken<T> {
  return {
    token,
    key: token.address.toLowerCase(),
    symbol: token.symbol.toLowerCase(),
    symbolWords: words(token.symbol),
    nameWords: words(token.name),
  }
}

const indexes = new WeakMap<readonly TokenInfo[], Map<number, TokenIndex<TokenInfo>>>()

/** The index of `tokens` on `chainId`, built once per array identity. */
export function indexTokens<T extends TokenInfo>(
  tokens: readonly T[],
  chainId: number,
): TokenIndex<T> {
  let byChain = indexes.get(tokens)
  if (!byChain) {
    byChain = new Map()
    indexes.set(tokens, byChain)
  }
  const hit = byChain.get(chainId)
  if (hit) return hit as TokenIndex<T>
  const keys = new Set<string>()
  const entries: IndexedToken<T>[] = []
  for (const t of tokens) {
    if (t.chainId !== chainId) continue
    const e = indexEntry(t)
    if (keys.has(e.key)) continue
    keys.add(e.key)
    entries.push(e)
  }
  const index: TokenIndex<T> = { entries, keys }
  byChain.set(chainId, index as TokenIndex<TokenInfo>)
  return index
}

const bySymbol = new WeakMap<TokenIndex<TokenInfo>, readonly IndexedToken<TokenInfo>[]>()
const byBalances = new WeakMap<
  TokenIndex<TokenInfo>,
  WeakMap<ReadonlyMap<string, bigint>, readonly IndexedToken<TokenInfo>[]>
>()
const collator = new Intl.Collator()

function symbolOrder<T extends TokenInfo>(index: TokenIndex<T>): readonly IndexedToken<T>[] {
  const key = index as TokenIndex<TokenInfo>
  let out = bySymbol.get(key)
  if (!out) {
    out = [...key.entries].sort((a, b) => collator.compare(a.symbol, b.symbol))
    bySymbol.set(key, out)
  }
  return out as readonly IndexedToken<T>[]
}

/**
 * Compares two token amounts by value, each with its own decimals (issue 12 #2: a 6-decimals
 * balance against an 18-decimals one), exactly: both are scaled to the larger decimals in bigint.
 * Negative when `a` is the larger, so that `sort` puts higher amounts first.
 */
export function compareAmountsDesc(a: bigint, aDecimals: number, b: bigint, bDecimals: number) {
  const decimals = Math.max(aDecimals, bDecimals)
  const sa = a * 10n ** BigInt(decimals - aDecimals)
  const sb = b * 10n ** BigInt(decimals - bDecimals)
  return sa === sb ? 0 : sa > sb ? -1 : 1
}

/**
 * The index's entries in the picker's base order: higher balance (by value, with each token's
 * decimals) first, then symbol (case-insensitive, locale order). The symbol order is sorted once
 * per index; balances (at most a few hundred tokens hold one) only lift their holders to the
 * front, once per balances map.
 */
export function sortedEntries<T extends TokenInfo>(
  index: TokenIndex<T>,
  balances?: ReadonlyMap<string, bigint>,
): readonly IndexedToken<T>[] {
  const base = symbolOrder(index)
  if (!balances || balances.size === 0) return base
  const key = index as TokenIndex<TokenInfo>
  let perIndex = byBalances.get(key)
  if (!perIndex) {
    perIndex = new WeakMap()
    byBalances.set(key, perIndex)
  }
  const hit = perIndex.get(balances)
  if (hit) return hit as readonly IndexedToken<T>[]
  const balanceOf = (e: IndexedToken<T>) => balances.get(e.key) ?? 0n
  // Array.prototype.sort is stable: holders keep the symbol order among equal balances.
  const holders = base
    .filter((e) => balanceOf(e) > 0n)
    .sort((a, b) =>
      compareAmountsDesc(balanceOf(a), a.token.decimals, balanceOf(b), b.token.decimals),
    )
  const out = holders.length === 0 ? base : holders.concat(base.filter((e) => balanceOf(e) <= 0n))
  perIndex.set(balances, out as readonly IndexedToken<TokenInfo>[])
  return out
}

/**
 * Builds the index and base order of the picker's token arrays ahead of time (idle time after a
 * list change), so even the first opening of the picker finds them ready.
 */
export function prewarmSearch(
  active: readonly TokenInfo[],
  inactive: readonly TokenInfo[],
  chainId: number,
): void {
  symbolOrder(indexTokens(active, chainId))
  indexTokens(inactive, chainId)
}

/** A search query analysed once per keystroke. */
export type ParsedQuery =
  | { kind: 'all' }
  | { kind: 'address'; key: string }
  | { kind: 'words'; text: string; parts: readonly string[] }

export function parseQuery(query: string): ParsedQuery {
  const text = query.trim().toLowerCase()
  if (text.length === 0) return { kind: 'all' }
  if (isAddress(text, { strict: false })) return { kind: 'address', key: text }
  return { kind: 'words', text, parts: words(text) }
}

// Plain loops: this runs for every token on every keystroke.
function wordsMatch(parts: readonly string[], ws: readonly string[]): boolean {
  for (const p of parts) {
    let hit = false
    for (const w of ws)
      if (w.startsWith(p) || w.endsWith(p)) {
        hit = true
        break
      }
    if (!hit) return false
  }
  return true
}

/**
 * Uniswap's filter: an address matches that address only; otherwise every query word must start
 * or end some word of the symbol, or every one some word of the name.
 */
export function entryMatches(e: IndexedToken<TokenInfo>, q: ParsedQuery): boolean {
  if (q.kind === 'all') return true
  if (q.kind === 'address') return e.key === q.key
  return wordsMatch(q.parts, e.symbolWords) || wordsMatch(q.parts, e.nameWords)
}

/** 0 exact symbol, 1 symbol prefix, 2 the rest (Uniswap's useSortedTokensByQuery). */
export function queryRank(e: IndexedToken<TokenInfo>, q: ParsedQuery): 0 | 1 | 2 {
  if (q.kind !== 'words') return 2
  if (e.symbol === q.text) return 0
  return e.symbol.startsWith(q.text) ? 1 : 2
}
