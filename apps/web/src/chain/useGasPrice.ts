// The status bar's gas price (spec 01 §2 Shell): readGasPrice (gasPrice.ts) once per block of
// `chain`, its code loaded with the first read so the shell's initial JS does not carry it.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useClient } from 'wagmi'
import type { ChainInfo } from './chains'
import type { GasPrice } from './gasPrice'

export const gasPriceQueryKey = (chainId: number, blockNumber: bigint | undefined) =>
  ['gasPrice', chainId, blockNumber?.toString()] as const

/** The gas price at `blockNumber` (the latest block the caller watches); kept between blocks. */
export function useGasPrice(chain: ChainInfo, blockNumber: bigint | undefined) {
  const client = useClient({ chainId: chain.id })
  return useQuery<GasPrice>({
    queryKey: gasPriceQueryKey(chain.id, blockNumber),
    enabled: client !== undefined && blockNumber !== undefined,
    // One block's price does not change: read it once, show the last one until the next.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: async () => {
      if (!client) throw new Error(`no client for chain ${chain.id}`)
      const { readGasPrice } = await import('./gasPrice')
      return readGasPrice(client, chain)
    },
  })
}
