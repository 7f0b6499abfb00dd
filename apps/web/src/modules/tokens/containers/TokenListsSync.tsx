import { useEffect, useMemo } from 'react'
import { useChainClients } from '../../../chain/clients'
import { ensHomeOf } from '../../../chain/ensHome'
import { useRuntimeConfig } from '../../../chain/runtimeConfigContext'
import { useActiveChain } from '../../network'
import { createListFetcher } from '../actions/listFetcher'
import { scheduleListRefresh } from '../actions/updateList'
import { usePrewarmSearch } from '../hooks/usePrewarmSearch'
import { persistCustomTokens } from '../state/customTokens'
import { listsActions } from '../state/listsActions'
import { persistLists, useListsStore } from '../state/listsStore'

/** The list fetcher of this runtime: local gateway and local ENS when the devnet runs. */
export function useListFetcher() {
  const { manifest, replica, chains } = useRuntimeConfig()
  const getClient = useChainClients()
  return useMemo(() => {
    // Lists are not per chain: the devnet's registry when it runs one, else mainnet's.
    const ens = ensHomeOf({ isLocal: true }, chains)
    return createListFetcher({
      ensClient: () => getClient(ens.chainId),
      ensRegistry: ens.registry,
      ...(manifest?.tokenLists ? { localGateway: manifest.tokenLists.gateway } : {}),
      ...(replica ? { aliases: replica.tokenListAliases } : {}),
    })
  }, [manifest, replica, chains, getClient])
}

/**
 * Start-up of the token lists (spec 01 §4 "Token list lifecycle"): persists lists and custom
 * tokens, activates the default lists of every chain, refreshes every list now and each 10 min;
 * and indexes the active chain's tokens for the picker's search in idle time. Mounted once, after
 * the first paint: the swap form's token buttons did the prewarm each, in the entry.
 */
export function TokenListsSync() {
  const { chains } = useRuntimeConfig()
  const fetchList = useListFetcher()
  usePrewarmSearch(useActiveChain().id)
  useEffect(() => {
    const stopLists = persistLists()
    const stopCustom = persistCustomTokens()
    return () => {
      stopLists()
      stopCustom()
    }
  }, [])
  useEffect(() => {
    const defaults = [...new Set(chains.all.flatMap((c) => c.defaultListUrls))]
    listsActions(useListsStore).initializeDefaults(defaults)
    return scheduleListRefresh({ store: useListsStore, fetchList })
  }, [chains, fetchList])
  return null
}
