// The status bar's gas price (spec 01 §2 Shell): readGasPrice (gasPrice.ts) once per block of
// `chain`, its code loaded with the first read so the shell's initial JS does not carry it.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ChainInfo } from './chains'
import { useChainClients } from './clients'
import type { GasPrice } from './gasPrice'

/** The gas price at `blockNumber` (the latest block the caller watches); kept between blocks. */
export function useGasPrice(chain: ChainInfo, blockNumber: bigint | undefined) {
  const getClient = useChainClients()
  return useQuery<GasPrice>({
    queryKey: ['gasPrice', chain.id, blockNumber?.toString()],
    enabled: blockNumber !== undefined,
    // One block's price does not change: read it once, show the last one until the next.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: async () => {
      const { readGasPrice } = await import('./gasPrice')
      return readGasPrice(getClient(chain.id), chain)
    },
  })
}
