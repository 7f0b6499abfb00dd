import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { Token } from '@uniswap/sdk-core'
import { computePoolAddress } from '@uniswap/v3-sdk'
import type { Address } from 'viem'
import { useChainClients } from '../../../../chain/clients'
import { chainQueryKeys } from '../../../../chain/queries'
import { useRuntimeConfig } from '../../../../chain/runtimeConfigContext'
import { type FeeTier, tickSpacingOf } from '../../range/feeTiers'
import type { PoolTicks } from '../actions/poolTicks'
import { readPoolTicks } from '../actions/readPoolTicks'

/** The `read` of the pool-ticks multicall, key [pool address] (chainQueryKeys.multicall). */
export const POOL_TICKS_READ = 'poolTicks'

export interface UsePoolTicksParameters {
  chainId: number
  tokenA: Token | undefined
  tokenB: Token | undefined
  fee: FeeTier | undefined
}

/**
 * The pool's initialized ticks (actions/readPoolTicks) for the depth chart, or null when the pool
 * does not exist or is not initialized. Disabled until both tokens and the tier are known and the
 * chain has a TickLens; the pool address comes from the factory's CREATE2 rule.
 */
export function usePoolTicks({
  chainId,
  tokenA,
  tokenB,
  fee,
}: UsePoolTicksParameters): UseQueryResult<PoolTicks | null> {
  const getClient = useChainClients()
  const contracts = useRuntimeConfig().chains.get(chainId)?.contracts
  const pool: Address | undefined =
    contracts && tokenA && tokenB && fee !== undefined && !tokenA.equals(tokenB)
      ? (computePoolAddress({
          factoryAddress: contracts.v3Factory,
          tokenA,
          tokenB,
          fee,
        }) as Address)
      : undefined
  return useQuery({
    queryKey: chainQueryKeys.multicall({ chainId, read: POOL_TICKS_READ, key: [pool] }),
    enabled: pool !== undefined && contracts !== undefined,
    // A failed read shows 'Liquidity data not available' (spec 02 §8) rather than retrying long.
    retry: 1,
    queryFn: () => {
      if (!pool || !contracts || fee === undefined) throw new Error('usePoolTicks: disabled')
      return readPoolTicks({
        client: getClient(chainId),
        pool,
        tickLens: contracts.tickLens,
        multicall3: contracts.multicall3,
        tickSpacing: tickSpacingOf(fee),
      })
    },
  })
}
