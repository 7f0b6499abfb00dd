// The pool of a pair and fee as the add form needs it (spec 02 §4 Pool lookup status): wires
// readPool into the query cache, refreshed at the chain's polling interval (spec 01 §7.6).
import { useQuery } from '@tanstack/react-query'
import type { Token } from '@uniswap/sdk-core'
import { useMemo } from 'react'
import type { ChainInfo } from '../../../../chain/chains'
import { useChainClients } from '../../../../chain/clients'
import { chainQueryKeys } from '../../../../chain/queries'
import type { FeeTier } from '../../range/feeTiers'
import { readPool } from '../actions/readPool'
import { poolKey } from '../utils/poolKey'
import type { PoolLookup } from '../utils/poolStatus'

/** The `read` of the pool queries: after a mint, invalidate ['chain','multicall',chainId,V3_POOL_READ]. */
export const V3_POOL_READ = 'v3Pool'

export function usePoolLookup(
  chain: ChainInfo,
  tokenA: Token | undefined,
  tokenB: Token | undefined,
  fee: FeeTier | undefined,
): PoolLookup {
  const getClient = useChainClients()
  const factory = chain.contracts?.v3Factory
  const key = useMemo(
    () => (tokenA && tokenB && fee && factory ? poolKey(tokenA, tokenB, fee, factory) : undefined),
    [tokenA, tokenB, fee, factory],
  )
  const { data, isLoading } = useQuery({
    queryKey: chainQueryKeys.multicall({
      chainId: chain.id,
      read: V3_POOL_READ,
      key: [key?.address],
    }),
    enabled: key !== undefined,
    refetchInterval: chain.pollingIntervalMs,
    queryFn: () =>
      key
        ? readPool(getClient(chain.id), {
            key,
            multicallAddress: chain.contracts?.multicall3,
          })
        : Promise.resolve({ status: 'INVALID' as const }),
  })
  if (!key) return { status: 'INVALID' }
  if (isLoading || !data) return { status: 'LOADING' }
  return data
}
