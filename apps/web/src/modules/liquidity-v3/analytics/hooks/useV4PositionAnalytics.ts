import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { Hex } from 'viem'
import { useChainClients } from '../../../../chain/clients'
import { chainQueryKeys } from '../../../../chain/queries'
import { listableV4 } from '../../../liquidity'
import { useActiveChain } from '../../../network'
import {
  readV4PositionAnalytics,
  type V4PositionSnapshot,
} from '../actions/readV4PositionAnalytics'

/** The `read` of the v4 analytics query key (chain/queries multicall keys), key: the token id. */
const V4_POSITION_ANALYTICS_READ = 'v4PositionAnalytics'

/** Re-read while the page is open: fees grow with every trade through the range. */
const REFRESH_MS = 15_000

export interface UseV4PositionAnalyticsParameters {
  tokenId: bigint
  poolId: Hex
  tickLower: number
  tickUpper: number
}

/**
 * A v4 position's analytics on the active chain (issue 32), all read at one block
 * (actions/readV4PositionAnalytics); null for an id with no history. Disabled without v4, and
 * where the PoolManager's deploy block is unknown (listableV4): its logs start there.
 */
export function useV4PositionAnalytics(
  p: UseV4PositionAnalyticsParameters,
): UseQueryResult<V4PositionSnapshot | null> {
  const chain = useActiveChain()
  const getClient = useChainClients()
  const v4 = listableV4(chain)
  return useQuery({
    queryKey: chainQueryKeys.multicall({
      chainId: chain.id,
      read: V4_POSITION_ANALYTICS_READ,
      key: [p.tokenId.toString()],
    }),
    enabled: v4 !== undefined,
    refetchInterval: REFRESH_MS,
    queryFn: () => {
      if (!v4) throw new Error('No v4 on this chain')
      return readV4PositionAnalytics(getClient(chain.id), {
        poolManager: v4.poolManager,
        positionManager: v4.positionManager,
        stateView: v4.stateView,
        multicallAddress: chain.contracts?.multicall3,
        tokenId: p.tokenId,
        poolId: p.poolId,
        tickLower: p.tickLower,
        tickUpper: p.tickUpper,
        fromBlock: BigInt(v4.deployBlock),
      })
    },
  })
}
