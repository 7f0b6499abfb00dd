// The smart-wallet check as a query (issue 18; spec 01 §7 item 6): the connected account's kind
// on a chain, read once per account and chain (code rarely changes: an EIP-7702 delegation is
// re-read when the chain queries are invalidated after a transaction). The read loads with its
// first use, not with the page (issue 11 bundle budget).
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import type { AccountKind } from './accountKind'

export const accountKindQueryKey = (chainId: number, address: Address | undefined) =>
  ['chain', 'accountKind', { chainId, address }] as const

/** undefined while unknown (no account, or still reading). */
export function useAccountKind(
  chainId: number,
  address: Address | undefined,
): AccountKind | undefined {
  const config = useConfig()
  const { data } = useQuery({
    queryKey: accountKindQueryKey(chainId, address),
    enabled: address !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      if (!address) throw new Error('no account')
      const { getAccountKind } = await import('./accountKind')
      return getAccountKind(config.getClient({ chainId }), address)
    },
  })
  return data
}
