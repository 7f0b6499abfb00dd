// The pair at /migrate/v2/{address} (spec 02 §2), read once per address (a pair's tokens and
// factory never change).
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../../chain/chains'
import { useChainClients } from '../../../../chain/clients'
import type { V2Liquidity } from '../../../../chain/contracts'
import { chainQueryKeys } from '../../../../chain/queries'
import { type MigratePair, readMigratePair } from '../actions/readMigratePair'

export const V2_MIGRATE_PAIR_READ = 'v2MigratePair'

/** undefined while loading, null when the address is not a pair. */
export function useMigratePair(
  chain: ChainInfo,
  v2: V2Liquidity,
  address: Address,
): MigratePair | null | undefined {
  const getClient = useChainClients()
  const { data } = useQuery({
    queryKey: chainQueryKeys.multicall({
      chainId: chain.id,
      read: V2_MIGRATE_PAIR_READ,
      key: [address],
    }),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () =>
      readMigratePair(getClient(chain.id), {
        chainId: chain.id,
        address,
        v2,
        multicallAddress: chain.contracts?.multicall3,
      }),
  })
  return data
}
