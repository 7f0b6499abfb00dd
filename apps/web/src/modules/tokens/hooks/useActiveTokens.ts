import { useCustomTokensStore } from '../state/customTokens'
import { useListsStore } from '../state/listsStore'
import type { ListedToken, ListsState, TokenInfo } from '../types'
import { selectActiveTokens, selectInactiveTokens } from '../utils/selectors'

interface ChainTokens {
  active: ListedToken[]
  inactive: ListedToken[]
}

interface CacheEntry {
  byUrl: ListsState['byUrl']
  activeListUrls: ListsState['activeListUrls']
  custom: Record<string, TokenInfo> | undefined
  value: ChainTokens
}

// The last selection per chain, shared by every component that asks: opening the picker then
// reuses the arrays (and so the search index built on them, utils/searchIndex.ts) instead of
// re-deriving 10,000 tokens on each mount (issue 3 Performance: open under 100 ms).
const lastByChain = new Map<number, CacheEntry>()

/**
 * Whether two `byUrl` maps hold the same lists with the same current versions: the only part of
 * an entry the selectors read. A fetch starting, failing or offering an update changes the
 * entry, not the tokens, and must not re-derive them (nor re-index the search, nor re-render the
 * swap form: four such updates when the public lists fail at start; bench/README, Lighthouse).
 */
function sameCurrentLists(a: ListsState['byUrl'], b: ListsState['byUrl']): boolean {
  if (a === b) return true
  const urls = Object.keys(a)
  if (urls.length !== Object.keys(b).length) return false
  return urls.every((url) => b[url] !== undefined && b[url].current === a[url]?.current)
}

function chainTokens(
  byUrl: CacheEntry['byUrl'],
  activeListUrls: CacheEntry['activeListUrls'],
  custom: CacheEntry['custom'],
  chainId: number,
): ChainTokens {
  const hit = lastByChain.get(chainId)
  if (
    hit &&
    hit.activeListUrls === activeListUrls &&
    hit.custom === custom &&
    sameCurrentLists(hit.byUrl, byUrl)
  ) {
    hit.byUrl = byUrl
    return hit.value
  }
  const state = { byUrl, activeListUrls }
  const value = {
    active: selectActiveTokens(state, chainId, Object.values(custom ?? {})),
    inactive: selectInactiveTokens(state, chainId),
  }
  lastByChain.set(chainId, { byUrl, activeListUrls, custom, value })
  return value
}

/**
 * Active tokens (active lists + custom) and inactive-list tokens on `chainId`. The selection is
 * the store's selected value, so a component re-renders only when the tokens change.
 */
export function useChainTokens(chainId: number): ChainTokens {
  const custom = useCustomTokensStore((s) => s.byChain[chainId])
  return useListsStore((s) => chainTokens(s.byUrl, s.activeListUrls, custom, chainId))
}
