// Each fee tier's share of a pair's liquidity (spec 02 §4 Fee tier selection), read on chain
// (readTierShares) and refreshed at the chain's polling interval.
import { useQuery } from '@tanstack/react-query'
import type { Token } from '@uniswap/sdk-core'
import type { ChainInfo } from '../../../../chain/chains'
import { useChainClients } from '../../../../chain/clients'
import { chainQueryKeys } from '../../../../chain/queries'
import { readTierShares } from '../actions/readTierShares'
import type { TierShare } from '../utils/tierShares'
import { useEnabledFeeTiers } from './useEnabledFeeTiers'

export const V3_FEE_TIERS_READ = 'v3FeeTiers'

export function useTierShares(
  chain: ChainInfo,
  tokenA: Token | undefined,
  tokenB: Token | undefined,
): { shares: TierShare[] | undefined; isError: boolean } {
  const getClient = useChainClients()
  const fees = useEnabledFeeTiers(chain)
  const factory = chain.contracts?.v3Factory
  const enabled = !!tokenA && !!tokenB && !!factory && !tokenA.equals(tokenB)
  const { data, isError } = useQuery({
    queryKey: chainQueryKeys.multicall({
      chainId: chain.id,
      read: V3_FEE_TIERS_READ,
      key: [tokenA?.address.toLowerCase(), tokenB?.address.toLowerCase(), fees.join()],
    }),
    enabled,
    refetchInterval: chain.pollingIntervalMs,
    queryFn: () =>
      tokenA && tokenB && factory
        ? readTierShares(getClient(chain.id), {
            tokenA,
            tokenB,
            fees,
            factory,
            multicallAddress: chain.contracts?.multicall3,
          })
        : Promise.resolve([]),
  })
  return { shares: enabled ? data : undefined, isError }
}
