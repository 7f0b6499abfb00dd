// The v4 position page's read as query options (chain/queries.ts keys; the hook only wires them
// into useQuery, STYLE.md "Layers for chain access"). One id through the list's reader
// (readV4PositionsById): the same figures /pool shows, fees included. Resolves to null for an id
// that does not exist (never minted, or burned).
import type { QueryKey } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { GetChainClient } from '../../../../chain/clients'
import { chainQueryKeys } from '../../../../chain/queries'
import { readV4PositionsById, V4_POSITION_READ, type V4PositionRead } from '../../../liquidity'

export interface V4PositionQueryParameters {
  getClient: GetChainClient
  chainId: number
  positionManager: Address
  stateView: Address
  multicallAddress: Address | undefined
  tokenId: bigint
}

export const v4PositionQueryKey = (chainId: number, tokenId: bigint): QueryKey =>
  chainQueryKeys.multicall({ chainId, read: V4_POSITION_READ, key: [tokenId.toString()] })

export function v4PositionQueryOptions(p: V4PositionQueryParameters): {
  queryKey: QueryKey
  queryFn: () => Promise<V4PositionRead | null>
} {
  return {
    queryKey: v4PositionQueryKey(p.chainId, p.tokenId),
    queryFn: async () => {
      // The tokens' metadata comes from the tokens module (useV4Position): not read twice.
      const { positions } = await readV4PositionsById(p.getClient(p.chainId), {
        chainId: p.chainId,
        ids: [p.tokenId],
        positionManager: p.positionManager,
        stateView: p.stateView,
        multicallAddress: p.multicallAddress,
        readTokens: false,
      })
      return positions[0] ?? null
    },
  }
}
