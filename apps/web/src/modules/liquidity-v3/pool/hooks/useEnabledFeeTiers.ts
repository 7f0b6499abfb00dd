// The fee tiers the chain's v3 factory has enabled (readEnabledFeeTiers), read once per chain;
// until they arrive (or when the factory cannot be read) spec 02 §9's table for the chain.
import { useQuery } from '@tanstack/react-query'
import type { ChainInfo } from '../../../../chain/chains'
import { useChainClients } from '../../../../chain/clients'
import { chainQueryKeys } from '../../../../chain/queries'
import { type FeeTier, feeTiersFor } from '../../../liquidity'
import { readEnabledFeeTiers } from '../actions/readEnabledFeeTiers'

export const V3_ENABLED_FEES_READ = 'v3EnabledFees'

export function useEnabledFeeTiers(chain: ChainInfo): readonly FeeTier[] {
  const getClient = useChainClients()
  const factory = chain.contracts?.v3Factory
  const { data } = useQuery({
    queryKey: chainQueryKeys.multicall({ chainId: chain.id, read: V3_ENABLED_FEES_READ, key: [] }),
    enabled: !!factory,
    // A factory's owner enables a tier once, for good: no polling.
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () =>
      factory
        ? readEnabledFeeTiers(getClient(chain.id), {
            factory,
            multicallAddress: chain.contracts?.multicall3,
          })
        : Promise.resolve([]),
  })
  return data && data.length > 0 ? data : feeTiersFor(chain.id)
}
