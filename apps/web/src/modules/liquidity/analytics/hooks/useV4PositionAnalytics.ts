import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useChainClients } from '../../../../chain/clients'
import { chainQueryKeys } from '../../../../chain/queries'
import { useActiveChain } from '../../../network'
import { listableV4 } from '../../positions/utils/v4Listing'
import {
  readV4PositionsAnalytics,
  type V4AnalyticsPosition,
  type V4PositionSnapshot,
} from '../actions/readV4PositionAnalytics'

/** The `read` of the v4 analytics query key (chain/queries multicall keys), key: the token ids. */
const V4_POSITION_ANALYTICS_READ = 'v4PositionAnalytics'

/** Re-read while the page is open: fees grow with every trade through the range. */
const REFRESH_MS = 15_000

export type UseV4PositionAnalyticsParameters = V4AnalyticsPosition

/**
 * The analytics of v4 `positions` on the active chain (issue 32: a position's page, and the line
 * under each v4 row of /pool), all read at one block (actions/readV4PositionAnalytics), by token
 * id; a position with no history is absent. Disabled without positions, without v4, and where
 * the PoolManager's deploy block is unknown (listableV4): its logs start there.
 */
export function useV4PositionsAnalytics(
  positions: readonly V4AnalyticsPosition[] | undefined,
): UseQueryResult<Map<bigint, V4PositionSnapshot>> {
  const chain = useActiveChain()
  const getClient = useChainClients()
  const v4 = listableV4(chain)
  const list = positions ?? []
  return useQuery({
    queryKey: chainQueryKeys.multicall({
      chainId: chain.id,
      read: V4_POSITION_ANALYTICS_READ,
      key: list.map((q) => q.tokenId.toString()),
    }),
    enabled: v4 !== undefined && list.length > 0,
    refetchInterval: REFRESH_MS,
    queryFn: () => {
      if (!v4) throw new Error('No v4 on this chain')
      return readV4PositionsAnalytics(getClient(chain.id), {
        poolManager: v4.poolManager,
        positionManager: v4.positionManager,
        stateView: v4.stateView,
        multicallAddress: chain.contracts?.multicall3,
        positions: list,
        fromBlock: BigInt(v4.deployBlock),
      })
    },
  })
}
