// The on-chain ERC-20 read (actions/readTokenInfo) as query options (STYLE.md "Layers for chain
// access"): the pasted-address read of the picker and the transaction summaries' fallback share
// one cache entry per token, kept for the session (name, symbol and decimals never change).
import type { GetChainClient } from '../../../chain/clients'
import { chainQueryKeys } from '../../../chain/queries'
import { readTokenInfo } from '../actions/readTokenInfo'
import type { TokenInfo } from '../types'

export interface TokenInfoQueryParameters {
  getClient: GetChainClient
  chainId: number
  /** A token address, any case. */
  address: string
}

/** The key is the lowercased address: a list's checksummed spelling and a record's share it. */
export function tokenInfoQueryOptions({ getClient, chainId, address }: TokenInfoQueryParameters): {
  queryKey: readonly unknown[]
  staleTime: number
  queryFn: () => Promise<TokenInfo | null>
} {
  return {
    queryKey: chainQueryKeys.multicall({
      chainId,
      read: 'tokenInfo',
      key: [address.toLowerCase()],
    }),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => readTokenInfo({ client: getClient(chainId), chainId, address }),
  }
}
