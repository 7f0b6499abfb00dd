// Derived token sets for the picker (spec 01 §2 search view, manage view): the active set
// (active lists in order, then custom tokens), the inactive lists' tokens, token counts per
// chain and the blocked set. Pure, so the picker's hooks only memoize them.
import type { ListedToken, ListsState, TokenInfo, TokenList } from '../types'

const onChain = (tokens: readonly TokenInfo[], chainId: number) =>
  tokens.filter((t) => t.chainId === chainId)

function listsOf(state: ListsState, urls: readonly string[]): TokenList[] {
  return urls.flatMap((u) => {
    const current = state.byUrl[u]?.current
    return current ? [current] : []
  })
}

function dedupe(tokens: Iterable<ListedToken>): ListedToken[] {
  const seen = new Map<string, ListedToken>()
  for (const t of tokens) {
    const key = t.address.toLowerCase()
    if (!seen.has(key)) seen.set(key, t)
  }
  return [...seen.values()]
}

const withSource = (list: TokenList, chainId: number): ListedToken[] =>
  onChain(list.tokens, chainId).map((t) => ({ ...t, listName: list.name }))

/**
 * Tokens shown as 'Active' on `chainId`: the active lists' tokens (first list wins on a
 * duplicate address), then custom tokens. A row's Active badge is membership in this set.
 */
export function selectActiveTokens(
  state: ListsState,
  chainId: number,
  customTokens: readonly TokenInfo[] = [],
): ListedToken[] {
  const listed = listsOf(state, state.activeListUrls).flatMap((l) => withSource(l, chainId))
  return dedupe([...listed, ...onChain(customTokens, chainId)])
}

/** Tokens of the lists that are not active (the search's Import rows), in list order. */
export function selectInactiveTokens(state: ListsState, chainId: number): ListedToken[] {
  const inactive = Object.keys(state.byUrl).filter((u) => !state.activeListUrls.includes(u))
  return listsOf(state, inactive).flatMap((l) => withSource(l, chainId))
}

/** spec 01 §2 Lists tab: each list shows its token count on this chain. */
export function listTokenCount(list: TokenList | null | undefined, chainId: number): number {
  return list ? onChain(list.tokens, chainId).length : 0
}

/**
 * The blocked set on `chainId` (spec 01 §6: 'Token not supported'): the unsupported lists'
 * tokens plus any extra addresses (e.g. the devnet manifest's `blockedTokens`), lower-cased.
 */
export function blockedTokenSet(
  unsupportedLists: readonly (TokenList | null | undefined)[],
  chainId: number,
  extra: readonly string[] = [],
): Set<string> {
  const out = new Set(extra.map((a) => a.toLowerCase()))
  for (const l of unsupportedLists)
    for (const t of l ? onChain(l.tokens, chainId) : []) out.add(t.address.toLowerCase())
  return out
}
