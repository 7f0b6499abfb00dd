import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useChainClients } from '../../../../chain/clients'
import { chainQueryKeys } from '../../../../chain/queries'
import { useActiveChain } from '../../../network'
import {
  type PositionsAnalyticsResult,
  readPositionsAnalytics,
} from '../actions/readPositionsAnalytics'
import { historyFromBlock } from '../fromBlock'

/** The `read` of the analytics query key (chain/queries multicall keys), key: the token ids. */
export const POSITION_ANALYTICS_READ = 'positionAnalytics'

/** Re-read while the page is open: fees grow with every trade through the range. */
const REFRESH_MS = 15_000

/**
 * Analytics of `tokenIds` on the active chain (issue 13 "Beyond the reference"), all read at one
 * block (actions/readPositionsAnalytics). Disabled without ids or a position manager.
 */
export function usePositionsAnalytics(
  tokenIds: readonly bigint[] | undefined,
): UseQueryResult<PositionsAnalyticsResult> {
  const chain = useActiveChain()
  const getClient = useChainClients()
  const contracts = chain.contracts
  const positionManager = contracts?.positionManager
  const ids = tokenIds ?? []
  return useQuery({
    queryKey: chainQueryKeys.multicall({
      chainId: chain.id,
      read: POSITION_ANALYTICS_READ,
      key: ids.map(String),
    }),
    enabled: ids.length > 0 && positionManager !== undefined && contracts !== undefined,
    refetchInterval: REFRESH_MS,
    queryFn: () => {
      if (!contracts || !positionManager) throw new Error('No position manager on this chain')
      return readPositionsAnalytics(getClient(chain.id), {
        chainId: chain.id,
        positionManager,
        v3Factory: contracts.v3Factory,
        multicallAddress: contracts.multicall3,
        tokenIds: ids,
        fromBlock: historyFromBlock(chain.id),
      })
    },
  })
}
