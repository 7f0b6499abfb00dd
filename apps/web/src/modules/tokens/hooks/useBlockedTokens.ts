import { useMemo } from 'react'
import { useRuntimeConfig } from '../../../chain/runtimeConfigContext'
import { useListsStore } from '../state/listsStore'
import { blockedTokenSet } from '../utils/selectors'

/**
 * The blocked set on `chainId` (spec 01 §6 'Token not supported'): the devnet manifest's
 * `blockedTokens` plus the tokens of the unsupported list when it is loaded.
 */
export function useBlockedTokens(chainId: number): ReadonlySet<string> {
  const { manifest } = useRuntimeConfig()
  const unsupportedUrl = manifest?.tokenLists?.unsupported
  const unsupported = useListsStore((s) =>
    unsupportedUrl === undefined ? undefined : s.byUrl[unsupportedUrl]?.current,
  )
  return useMemo(() => {
    const extra = manifest?.chains.find((c) => c.chainId === chainId)?.blockedTokens ?? []
    return blockedTokenSet([unsupported], chainId, extra)
  }, [manifest, chainId, unsupported])
}
