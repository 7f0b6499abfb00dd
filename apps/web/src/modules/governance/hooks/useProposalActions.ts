// A proposal's decoded actions as a query: they never change once proposed.
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { useChainClients } from '../../../chain/clients'
import { readProposalActions } from '../actions/readProposalActions'
import { governorKey } from './queryKeys'

export function useProposalActions(chain: ChainInfo, governor: Address, id: bigint) {
  const getClient = useChainClients()
  return useQuery({
    queryKey: governorKey(chain.id, governor, 'actions', id.toString()),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => readProposalActions(getClient(chain.id), { governor, id }),
  })
}
