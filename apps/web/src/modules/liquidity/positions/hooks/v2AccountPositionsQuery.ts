// Query options of the v2 positions read (STYLE "Layers for chain access": action → options →
// hook). Keyed under V2_PAIRS_READ with the pair reads of the v2 screens, so the one refresh a
// v2 transaction asks for (['chain', 'multicall', chainId, V2_PAIRS_READ]) reaches the lists too.
import type { Address } from 'viem'
import type { GetChainClient } from '../../../../chain/clients'
import { chainQueryKeys } from '../../../../chain/queries'
import { fnv1a64 } from '../../../../lib/digest'
import type { V2PairRequest } from '../actions/readV2Pairs'
import { type ReadV2PositionsParameters, readV2Positions } from '../actions/readV2Positions'
import type { V2LiquidityPosition } from '../model'

/** The `read` of every v2 pair query: the pair lookups (key: account, then the pair addresses)
 *  and the account's positions (key: account, 'positions', a digest of the candidates). */
export const V2_PAIRS_READ = 'v2Pairs'

/**
 * The candidates change with the token lists and the saved pairs: the key holds their count and
 * a digest, not the list (hundreds of candidates would make a key TanStack hashes each render).
 */
export function v2CandidatesKey(pairs: readonly V2PairRequest[]): string {
  const text = pairs
    .map((r) => `${r.exchange.factory}${r.tokenA?.address}${r.tokenB?.address}`)
    .join()
  return `${pairs.length}:${fnv1a64(text)}`
}

export function v2AccountPositionsQueryKey(
  chainId: number,
  account: Address | undefined,
  pairs: readonly V2PairRequest[],
) {
  return chainQueryKeys.multicall({
    chainId,
    read: V2_PAIRS_READ,
    key: [account, 'positions', v2CandidatesKey(pairs)],
  })
}

export function v2AccountPositionsQueryOptions(
  getClient: GetChainClient,
  parameters: ReadV2PositionsParameters & { chainId: number },
): {
  queryKey: ReturnType<typeof v2AccountPositionsQueryKey>
  queryFn: () => Promise<V2LiquidityPosition[]>
} {
  const { chainId, ...read } = parameters
  return {
    queryKey: v2AccountPositionsQueryKey(chainId, read.account, read.pairs),
    queryFn: () => readV2Positions(getClient(chainId), read),
  }
}
