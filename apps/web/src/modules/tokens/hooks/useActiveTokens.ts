import { useMemo } from 'react'
import { useCustomTokensStore } from '../state/customTokens'
import { useListsStore } from '../state/listsStore'
import type { ListedToken } from '../types'
import { selectActiveTokens, selectInactiveTokens } from '../utils/selectors'

/** Active tokens (active lists + custom) and inactive-list tokens on `chainId`. */
export function useChainTokens(chainId: number): {
  active: ListedToken[]
  inactive: ListedToken[]
} {
  const byUrl = useListsStore((s) => s.byUrl)
  const activeListUrls = useListsStore((s) => s.activeListUrls)
  const custom = useCustomTokensStore((s) => s.byChain[chainId])
  return useMemo(() => {
    const state = { byUrl, activeListUrls }
    return {
      active: selectActiveTokens(state, chainId, Object.values(custom ?? {})),
      inactive: selectInactiveTokens(state, chainId),
    }
  }, [byUrl, activeListUrls, custom, chainId])
}
