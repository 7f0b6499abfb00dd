import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../../chain/chains'
import { useChainClients } from '../../../../chain/clients'
import type { ReadListedPositionsReturnType } from '../actions/readListedPositions'
import { listableV4 } from '../utils/v4Listing'
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
  const v4 = listableV4(chain)
  const enabled = account !== undefined && positionManager !== undefined && !!contracts
  return useQuery({
    ...(enabled
      ? accountPositionsQueryOptions(getClient, {
          chainId: chain.id,
          account,
          positionManager,
          v3Factory: contracts.v3Factory,
          multicallAddress: contracts.multicall3,
          // Only where v4 positions can be found (listableV4); elsewhere /pool says so.
          v4: v4 && {
            positionManager: v4.positionManager,
            stateView: v4.stateView,
            fromBlock: BigInt(v4.deployBlock),
          },
        })
      : { queryKey: accountPositionsQueryKey(chain.id, account ?? NO_ADDRESS) }),
    enabled,
    refetchInterval: chain.pollingIntervalMs,
  })
}
