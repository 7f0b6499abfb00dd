import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../../chain/chains'
import { useChainClients } from '../../../../chain/clients'
import type { ReadListedPositionsReturnType } from '../actions/readListedPositions'
import { accountPositionsQueryKey, accountPositionsQueryOptions } from './accountPositionsQuery'

const NO_ADDRESS = '0x0000000000000000000000000000000000000000' as const

/**
 * The account's v3 and v4 positions on `chain` (actions/readListedPositions), refreshed at the
 * chain's polling interval. Disabled without an account or a v3 position manager.
 */
export function useAccountPositions(
  account: Address | undefined,
  chain: ChainInfo,
): UseQueryResult<ReadListedPositionsReturnType> {
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
          v4: contracts.v4 && {
            positionManager: contracts.v4.positionManager,
            stateView: contracts.v4.stateView,
            fromBlock: BigInt(contracts.v4.deployBlock),
          },
        })
      : { queryKey: accountPositionsQueryKey(chain.id, account ?? NO_ADDRESS) }),
    enabled,
    refetchInterval: chain.pollingIntervalMs,
  })
}
