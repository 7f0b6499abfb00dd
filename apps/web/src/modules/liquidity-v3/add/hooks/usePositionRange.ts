// /increase's position (spec 02 §2 "shows the position summary"; §7 positions(tokenId)), read
// through the multicall helper. The position detail screen has its own richer read; the add form
// needs the tokens, fee, ticks and liquidity only.
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { positionManagerAbi } from '../../../../chain/abis/v3'
import type { ChainInfo } from '../../../../chain/chains'
import { useChainClients } from '../../../../chain/clients'
import { multicallReads } from '../../../../chain/multicall'
import { chainQueryKeys } from '../../../../chain/queries'

export interface PositionRange {
  token0: Address
  token1: Address
  fee: number
  tickLower: number
  tickUpper: number
  liquidity: bigint
}

export const V3_POSITION_READ = 'v3AddPosition'

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
      read: V3_POSITION_READ,
      key: [tokenId?.toString()],
    }),
    enabled: tokenId !== undefined && manager !== undefined,
    queryFn: async (): Promise<PositionRange | null> => {
      if (tokenId === undefined || !manager) return null
      const [r] = await multicallReads(getClient(chain.id), {
        multicallAddress: chain.contracts?.multicall3,
        calls: [
          { address: manager, abi: positionManagerAbi, functionName: 'positions', args: [tokenId] },
        ],
      })
      if (r?.status !== 'success') return null
      const [, , token0, token1, fee, tickLower, tickUpper, liquidity] = r.result
      return { token0, token1, fee, tickLower, tickUpper, liquidity }
    },
  })
  if (tokenId === undefined || !manager) return null
  return data
}
