import { useMemo } from 'react'
import { useRuntimeConfig } from '../../../chain/runtimeConfigContext'
import { useListsStore } from '../state/listsStore'
import { EMBEDDED_BLOCKED_LISTS } from '../utils/embeddedLists'
import { blockedTokenSet } from '../utils/selectors'

/**
 * The blocked set on `chainId` (spec 01 §6 'Token not supported'). Public chains: the embedded
 * unsupported and broken lists (spec 01 §3 "Embedded data", no fetch needed). Local chains: the
 * devnet manifest's `blockedTokens` plus its unsupported list when it is loaded.
 */
export function useBlockedTokens(chainId: number): ReadonlySet<string> {
  const { manifest, chains } = useRuntimeConfig()
  const unsupportedUrl = manifest?.tokenLists?.unsupported
  const unsupported = useListsStore((s) =>
    unsupportedUrl === undefined ? undefined : s.byUrl[unsupportedUrl]?.current,
  )
  const isLocal = chains.get(chainId)?.isLocal ?? false
  return useMemo(() => {
    const extra = manifest?.chains.find((c) => c.chainId === chainId)?.blockedTokens ?? []
    const embedded = isLocal ? [] : EMBEDDED_BLOCKED_LISTS
    return blockedTokenSet([unsupported, ...embedded], chainId, extra)
  }, [manifest, chainId, unsupported, isLocal])
}
