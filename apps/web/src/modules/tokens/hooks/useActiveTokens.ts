import { useMemo } from 'react'
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

function chainTokens(
  byUrl: CacheEntry['byUrl'],
  activeListUrls: CacheEntry['activeListUrls'],
  custom: CacheEntry['custom'],
  chainId: number,
): ChainTokens {
  const hit = lastByChain.get(chainId)
  if (hit && hit.byUrl === byUrl && hit.activeListUrls === activeListUrls && hit.custom === custom)
    return hit.value
  const state = { byUrl, activeListUrls }
  const value = {
    active: selectActiveTokens(state, chainId, Object.values(custom ?? {})),
    inactive: selectInactiveTokens(state, chainId),
  }
  lastByChain.set(chainId, { byUrl, activeListUrls, custom, value })
  return value
}

/** Active tokens (active lists + custom) and inactive-list tokens on `chainId`. */
export function useChainTokens(chainId: number): ChainTokens {
  const byUrl = useListsStore((s) => s.byUrl)
  const activeListUrls = useListsStore((s) => s.activeListUrls)
  const custom = useCustomTokensStore((s) => s.byChain[chainId])
  return useMemo(
    () => chainTokens(byUrl, activeListUrls, custom, chainId),
    [byUrl, activeListUrls, custom, chainId],
  )
}
