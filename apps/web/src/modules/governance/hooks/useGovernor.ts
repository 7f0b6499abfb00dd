// The governor's rules and proposals as queries (actions/readGovernor.ts), refreshed at the
// chain's polling interval; descriptions once per proposal set (they never change).
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { useChainClients } from '../../../chain/clients'
import { readChainClock } from '../actions/readChainClock'
import { readProposalDescriptions } from '../actions/readDescriptions'
import {
  type ProposalReport,
  proposalIds,
  readGovernorSettings,
  readProposalReports,
} from '../actions/readGovernor'
import { governanceKey, governorKey } from './queryKeys'

export function useGovernorSettings(chain: ChainInfo, governor: Address) {
  const getClient = useChainClients()
  return useQuery({
    queryKey: governorKey(chain.id, governor, 'settings'),
    refetchInterval: chain.pollingIntervalMs,
    queryFn: () =>
      readGovernorSettings(getClient(chain.id), {
        governor,
        multicallAddress: chain.contracts?.multicall3,
      }),
  })
}

/** Reports of `ids` (proposals + state), refreshed each poll: states move with blocks. */
export function useProposalReports(
  chain: ChainInfo,
  governor: Address,
  ids: readonly bigint[] | undefined,
) {
  const getClient = useChainClients()
  const idsKey = ids?.join(',')
  return useQuery({
    queryKey: governorKey(chain.id, governor, 'reports', idsKey),
    enabled: ids !== undefined,
    refetchInterval: chain.pollingIntervalMs,
    queryFn: () =>
      readProposalReports(getClient(chain.id), {
        governor,
        ids: ids ?? [],
        multicallAddress: chain.contracts?.multicall3,
      }),
  })
}

/** Every proposal of the governor, newest first (spec 02 §2 proposals list). */
export function useProposalList(chain: ChainInfo, governor: Address) {
  const settings = useGovernorSettings(chain, governor)
  const ids = useMemo(
    () => (settings.data ? proposalIds(settings.data) : undefined),
    [settings.data],
  )
  const reports = useProposalReports(chain, governor, ids)
  return { settings, reports }
}

/** id (decimal) → description of `proposals`, from the cache or the logs. */
export function useDescriptions(
  chain: ChainInfo,
  governor: Address,
  proposals: readonly ProposalReport[] | undefined,
  votingDelay: bigint | undefined,
) {
  const getClient = useChainClients()
  const key = proposals?.map((p) => `${p.id}:${p.startBlock}`).join(',')
  return useQuery({
    queryKey: ['governance', 'descriptions', chain.id, governor.toLowerCase(), key],
    enabled: proposals !== undefined && votingDelay !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () =>
      readProposalDescriptions(getClient(chain.id), {
        chainId: chain.id,
        governor,
        proposals: proposals ?? [],
        votingDelay: votingDelay ?? 0n,
      }),
  })
}

export function useChainClock(chain: ChainInfo) {
  const getClient = useChainClients()
  return useQuery({
    queryKey: governanceKey(chain.id, 'clock'),
    refetchInterval: chain.pollingIntervalMs,
    queryFn: () => readChainClock(getClient(chain.id)),
  })
}
