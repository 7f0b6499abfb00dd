import { useQuery } from '@tanstack/react-query'
import { useChainClients } from '../../../chain/clients'
import { tokenInfoQueryOptions } from '../queries/tokenInfo'
import type { TokenInfo } from '../types'

/** spec 01 §5 "Token address": a pasted address read on-chain (name, symbol, decimals). */
export function useTokenRead(
  chainId: number,
  address: string | null,
): { token: TokenInfo | null | undefined; loading: boolean } {
  const getClient = useChainClients()
  const { data, isLoading } = useQuery({
    ...tokenInfoQueryOptions({ getClient, chainId, address: address ?? '' }),
    enabled: address !== null,
  })
  return { token: address === null ? undefined : data, loading: isLoading }
}
