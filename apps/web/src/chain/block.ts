// A block by number, for the status bar's stall check (spec 01 §9); beside the block-number door
// (blockNumber.ts) but apart from it, so that viem's block formatters load with the status bar.
import { useQuery } from '@tanstack/react-query'
import type { Block } from 'viem'
import { getBlock } from 'viem/actions'
import { useChainClients } from './clients'

/** The block `blockNumber` of `chainId` (its timestamp tells a stalled chain, spec 01 §9). */
export function useBlock(chainId: number, blockNumber: bigint | undefined): Block | undefined {
  const getClient = useChainClients()
  const { data } = useQuery({
    queryKey: ['block', chainId, blockNumber],
    queryFn: () => getBlock(getClient(chainId), { blockNumber: blockNumber ?? 0n }),
    enabled: blockNumber !== undefined,
    staleTime: Number.POSITIVE_INFINITY, // a block by number never changes
  })
  return data
}
