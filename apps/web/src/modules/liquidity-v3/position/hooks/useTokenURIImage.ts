// The position NFT's picture: tokenURI in a query of its own (it is slow, and the figures never
// wait for it), reduced to a safe image URI (utils/nftImage.ts).
import { useQuery } from '@tanstack/react-query'
import { useChainClients } from '../../../../chain/clients'
import { useActiveChain } from '../../../network'
import { tokenURIImage } from '../utils/nftImage'
import { tokenURIQueryOptions } from './positionQueries'

export type TokenURIImage =
  | { state: 'loading' }
  /** No usable picture: the read failed or the metadata is malformed. */
  | { state: 'none' }
  | { state: 'ready'; src: string }

export function useTokenURIImage(tokenId: bigint): TokenURIImage {
  const chain = useActiveChain()
  const getClient = useChainClients()
  const positionManager = chain.contracts?.positionManager
  const { data, isLoading } = useQuery({
    ...tokenURIQueryOptions({
      getClient,
      chainId: chain.id,
      positionManager: positionManager ?? '0x',
      tokenId,
    }),
    enabled: positionManager !== undefined,
    // The picture changes only with the range status; one read per visit is enough.
    staleTime: 60_000,
    retry: 1,
  })
  if (isLoading) return { state: 'loading' }
  const src = data === undefined ? null : tokenURIImage(data)
  return src === null ? { state: 'none' } : { state: 'ready', src }
}
