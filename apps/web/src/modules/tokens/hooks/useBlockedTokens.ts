import { useEffect, useMemo, useState } from 'react'
import { useRuntimeConfig } from '../../../chain/runtimeConfigContext'
import { useListsStore } from '../state/listsStore'
import type { TokenList } from '../types'
import { blockedTokenSet } from '../utils/selectors'

// The embedded lists load on the first public chain, not with the page (issue 11 §1 budget):
// the local replica never needs them, and on a public chain they arrive long before a quote.
let embedded: readonly TokenList[] | undefined
const loadEmbedded = () =>
  import('../utils/embeddedLists').then((m) => {
    embedded = m.EMBEDDED_BLOCKED_LISTS
    return embedded
  })

function useEmbeddedBlockedLists(needed: boolean): readonly TokenList[] {
  const [lists, setLists] = useState(embedded)
  useEffect(() => {
    if (!needed || lists) return
    let live = true
    void loadEmbedded().then((l) => live && setLists(l))
    return () => {
      live = false
    }
  }, [needed, lists])
  return needed ? (lists ?? []) : []
}

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
  const embeddedLists = useEmbeddedBlockedLists(!isLocal)
  return useMemo(() => {
    const extra = manifest?.chains.find((c) => c.chainId === chainId)?.blockedTokens ?? []
    return blockedTokenSet([unsupported, ...embeddedLists], chainId, extra)
  }, [manifest, chainId, unsupported, embeddedLists])
}
