import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../../chain/chains'
import { useChainClients } from '../../../../chain/clients'
import type { V2PairRequest } from '../actions/readV2Pairs'
import type { V2LiquidityPosition } from '../model'
import {
  v2AccountPositionsQueryKey,
  v2AccountPositionsQueryOptions,
} from './v2AccountPositionsQuery'

/**
 * The account's v2-style positions among `pairs` on `chain` (actions/readV2Positions; spec 02 §2
 * v2 list, Migration list), refreshed at the chain's polling interval. The candidates are the
 * caller's (liquidity-v2's tracked and saved pairs). Disabled without an account.
 */
export function useV2AccountPositions(
  account: Address | undefined,
  chain: ChainInfo,
  pairs: readonly V2PairRequest[],
): UseQueryResult<V2LiquidityPosition[]> {
  const getClient = useChainClients()
  const multicallAddress = chain.contracts?.multicall3
  // The key digests every candidate: once per change of the candidates, not once per render.
  const options = useMemo(
    () =>
      account === undefined
        ? { queryKey: v2AccountPositionsQueryKey(chain.id, account, pairs) }
        : v2AccountPositionsQueryOptions(getClient, {
            chainId: chain.id,
            account,
            pairs,
            multicallAddress,
          }),
    [getClient, chain.id, account, pairs, multicallAddress],
  )
  return useQuery({
    ...options,
    enabled: account !== undefined,
    refetchInterval: chain.pollingIntervalMs,
  })
}
