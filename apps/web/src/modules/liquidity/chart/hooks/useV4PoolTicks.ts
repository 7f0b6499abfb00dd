import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useChainClients } from '../../../../chain/clients'
import { chainQueryKeys } from '../../../../chain/queries'
import { useRuntimeConfig } from '../../../../chain/runtimeConfigContext'
import type { V4PoolKey } from '../../positions/model'
import { v4PoolId } from '../../positions/utils/v4Position'
import type { PoolTicks } from '../actions/poolTicks'
import { readV4PoolTicks } from '../actions/readV4PoolTicks'

/** The `read` of the v4 pool-ticks multicall, key [pool id] (chainQueryKeys.multicall). */
const V4_POOL_TICKS_READ = 'v4PoolTicks'

/**
 * A v4 pool's initialized ticks (actions/readV4PoolTicks) for the depth chart, or null when the
 * pool is not initialized. Disabled until the key is known and the chain has v4's StateView.
 */
export function useV4PoolTicks(
  chainId: number,
  key: V4PoolKey | undefined,
): UseQueryResult<PoolTicks | null> {
  const getClient = useChainClients()
  const contracts = useRuntimeConfig().chains.get(chainId)?.contracts
  const stateView = contracts?.v4?.stateView
  const poolId = key ? v4PoolId(key) : undefined
  return useQuery({
    queryKey: chainQueryKeys.multicall({ chainId, read: V4_POOL_TICKS_READ, key: [poolId] }),
    enabled: poolId !== undefined && stateView !== undefined && contracts !== undefined,
    // A failed read shows 'Liquidity data not available' (spec 02 §8) rather than retrying long.
    retry: 1,
    queryFn: () => {
      if (!key || !poolId || !stateView || !contracts) throw new Error('useV4PoolTicks: disabled')
      return readV4PoolTicks({
        client: getClient(chainId),
        stateView,
        multicall3: contracts.multicall3,
        poolId,
        tickSpacing: key.tickSpacing,
      })
    },
  })
}
