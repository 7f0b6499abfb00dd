import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../../chain/chains'
import { useChainClients } from '../../../../chain/clients'
import type { ReadAccountPositionsReturnType } from '../actions/readAccountPositions'
import { accountPositionsQueryKey, accountPositionsQueryOptions } from './accountPositionsQuery'

const NO_ADDRESS = '0x0000000000000000000000000000000000000000' as const

/**
 * The account's v3 positions on `chain` (actions/readAccountPositions), refreshed at the chain's
 * polling interval. Disabled without an account or a position manager.
 */
export function useAccountPositions(
  account: Address | undefined,
  chain: ChainInfo,
): UseQueryResult<ReadAccountPositionsReturnType> {
  const getClient = useChainClients()
  const contracts = chain.contracts
  const positionManager = contracts?.positionManager
  const enabled = account !== undefined && positionManager !== undefined && !!contracts
  return useQuery({
    ...(enabled
      ? accountPositionsQueryOptions(getClient, {
          chainId: chain.id,
          account,
          positionManager,
          v3Factory: contracts.v3Factory,
          multicallAddress: contracts.multicall3,
        })
      : { queryKey: accountPositionsQueryKey(chain.id, account ?? NO_ADDRESS) }),
    enabled,
    refetchInterval: chain.pollingIntervalMs,
  })
}
