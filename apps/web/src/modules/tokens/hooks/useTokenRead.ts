import { useQuery } from '@tanstack/react-query'
import { useChainClients } from '../../../chain/clients'
import { chainQueryKeys } from '../../../chain/queries'
import { readTokenInfo } from '../actions/readTokenInfo'
import type { TokenInfo } from '../types'

/** spec 01 §5 "Token address": a pasted address read on-chain (name, symbol, decimals). */
export function useTokenRead(
  chainId: number,
  address: string | null,
): { token: TokenInfo | null | undefined; loading: boolean } {
  const getClient = useChainClients()
  const { data, isLoading } = useQuery({
    queryKey: chainQueryKeys.multicall({ chainId, read: 'tokenInfo', key: [address] }),
    enabled: address !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () =>
      address === null ? null : readTokenInfo({ client: getClient(chainId), chainId, address }),
  })
  return { token: address === null ? undefined : data, loading: isLoading }
}
