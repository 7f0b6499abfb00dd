// Query keys and options of the position reads (chain/queries.ts: every chain read's key starts
// with 'chain'; the hook only wires these into useQuery, STYLE.md "Layers for chain access").
// tokenIds go into keys as decimal strings: query keys are hashed as JSON, which has no bigint.
import type { QueryKey } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { GetChainClient } from '../../../../chain/clients'
import { chainQueryKeys } from '../../../../chain/queries'
import {
  POSITION_ANALYTICS_READ,
  V3_POSITION_DETAIL_READ,
  V3_POSITION_URI_READ,
} from '../../../liquidity'
import { type ReadPositionReturnType, readPosition } from '../actions/readPosition'
import { readTokenURI } from '../actions/readTokenURI'

export interface PositionQueryParameters {
  /** The read door (chain/clients.ts). */
  getClient: GetChainClient
  chainId: number
  positionManager: Address
  v3Factory: Address
  multicallAddress: Address | undefined
  tokenId: bigint
  viewer: Address | undefined
}

export function positionQueryOptions(p: PositionQueryParameters): {
  queryKey: QueryKey
  queryFn: () => Promise<ReadPositionReturnType>
} {
  return {
    queryKey: chainQueryKeys.multicall({
      chainId: p.chainId,
      read: V3_POSITION_DETAIL_READ,
      key: [p.tokenId.toString(), p.viewer?.toLowerCase() ?? null],
    }),
    queryFn: () =>
      readPosition({
        client: p.getClient(p.chainId),
        positionManager: p.positionManager,
        v3Factory: p.v3Factory,
        tokenId: p.tokenId,
        viewer: p.viewer,
        multicallAddress: p.multicallAddress,
      }),
  }
}

export function tokenURIQueryOptions(
  p: Pick<PositionQueryParameters, 'getClient' | 'chainId' | 'positionManager' | 'tokenId'>,
): { queryKey: QueryKey; queryFn: () => Promise<string> } {
  return {
    queryKey: chainQueryKeys.multicall({
      chainId: p.chainId,
      read: V3_POSITION_URI_READ,
      key: [p.tokenId.toString()],
    }),
    queryFn: () =>
      readTokenURI({
        client: p.getClient(p.chainId),
        positionManager: p.positionManager,
        tokenId: p.tokenId,
      }),
  }
}

/**
 * Whether `queryKey` reads position `tokenId` on `chainId` (its figures, its picture or its
 * analytics, which may cover several positions): what a mined collect or removal of that
 * position changed (the issue 13 plan: invalidate precisely).
 */
export function readsPosition(queryKey: QueryKey, chainId: number, tokenId: bigint): boolean {
  const [root, kind, chain, read, ...ids] = queryKey
  if (root !== 'chain' || kind !== 'multicall' || chain !== chainId) return false
  const id = tokenId.toString()
  if (read === POSITION_ANALYTICS_READ) return ids.includes(id)
  return (read === V3_POSITION_DETAIL_READ || read === V3_POSITION_URI_READ) && ids[0] === id
}
