// Issue 35: the token-safety check as a query (one per chain and token, kept for the session: a
// token's code does not change under the user) and its thin hook. `tokenSafetyCached` reads
// the verdict without running a check, for places that only mark what is already known (the
// picker's rows).
import { type QueryClient, useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { type GetChainClient, useChainClients } from '../../../chain/clients'
import type { TokenSafety } from './tokenSafety'

const key = (chainId: number, token: string) =>
  ['chain', 'tokenSafety', chainId, token.toLowerCase()] as const

export function tokenSafetyQueryOptions(p: {
  getClient: GetChainClient
  chain: ChainInfo
  token: Address
}) {
  return {
    queryKey: key(p.chain.id, p.token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: 1,
    queryFn: async (): Promise<TokenSafety> => {
      const { checkTokenSafety } = await import('./checkTokenSafety')
      return checkTokenSafety(p.getClient(p.chain.id), { chain: p.chain, token: p.token })
    },
  }
}

/** The verdict for `token` on `chain` (undefined while checking, or for no token). */
export function useTokenSafety(
  chain: ChainInfo,
  token: Address | undefined,
): TokenSafety | undefined {
  const getClient = useChainClients()
  const { data } = useQuery({
    ...tokenSafetyQueryOptions({ getClient, chain, token: token ?? '0x' }),
    enabled: token !== undefined,
  })
  return token === undefined ? undefined : data
}

export function tokenSafetyCached(
  queryClient: QueryClient,
  chainId: number,
  token: string,
): TokenSafety | undefined {
  return queryClient.getQueryData<TokenSafety>(key(chainId, token))
}
