// The simulation as a query: re-run when the actions change (the key digests them), on demand
// (refetch) and never polled — traces are heavy, and the block it ran on is shown.
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../../chain/chains'
import { useChainClients } from '../../../../chain/clients'
import { chainQueryKeys } from '../../../../chain/queries'
import { simulateActions } from '../actions/simulateActions'
import type { ProposalAction } from '../types'

export const ACTIONS_SIMULATION_READ = 'governanceActionsSimulation'

const actionsKey = (actions: readonly ProposalAction[]) =>
  actions.map((a) => [a.target, a.value.toString(), a.signature, a.calldata].join('|')).join(';')

export function useActionsSimulation(
  chain: ChainInfo,
  timelock: Address | undefined,
  actions: readonly ProposalAction[] | undefined,
) {
  const getClient = useChainClients()
  return useQuery({
    queryKey: chainQueryKeys.multicall({
      chainId: chain.id,
      read: ACTIONS_SIMULATION_READ,
      key: [timelock, actions ? actionsKey(actions) : undefined],
    }),
    enabled: timelock !== undefined && actions !== undefined && actions.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
    queryFn: () => {
      if (!timelock || !actions) throw new Error('missing dependencies')
      return simulateActions(getClient(chain.id), { timelock, actions })
    },
  })
}
