// /increase's position (spec 02 §2 "shows the position summary"; §7 positions(tokenId)), read
// through the multicall helper with the shared call and decoder (the liquidity core's
// position/positionCall). The position detail screen has its own richer read; the add form
// needs the tokens, fee, ticks and liquidity only, so it keeps its own query
// (V3_POSITION_RANGE_READ).
import { useQuery } from '@tanstack/react-query'
import type { ChainInfo } from '../../../../chain/chains'
import { useChainClients } from '../../../../chain/clients'
import { multicallReads } from '../../../../chain/multicall'
import { chainQueryKeys } from '../../../../chain/queries'
import {
  type PositionRangeFields,
  positionCall,
  positionFromResult,
  V3_POSITION_RANGE_READ,
} from '../../../liquidity'

export type PositionRange = PositionRangeFields

/** undefined while loading; null when there is no such position. */
export function usePositionRange(
  chain: ChainInfo,
  tokenId: bigint | undefined,
): PositionRange | null | undefined {
  const getClient = useChainClients()
  const manager = chain.contracts?.positionManager
  const { data } = useQuery({
    queryKey: chainQueryKeys.multicall({
      chainId: chain.id,
      read: V3_POSITION_RANGE_READ,
      key: [tokenId?.toString()],
    }),
    enabled: tokenId !== undefined && manager !== undefined,
    queryFn: async (): Promise<PositionRange | null> => {
      if (tokenId === undefined || !manager) return null
      const [r] = await multicallReads(getClient(chain.id), {
        multicallAddress: chain.contracts?.multicall3,
        calls: [positionCall({ positionManager: manager, tokenId })],
      })
      // A failed call is a burned or never-minted id: no position to increase.
      const position = positionFromResult(r)
      if (!position) return null
      const { token0, token1, fee, tickLower, tickUpper, liquidity } = position
      return { token0, token1, fee, tickLower, tickUpper, liquidity }
    },
  })
  if (tokenId === undefined || !manager) return null
  return data
}
