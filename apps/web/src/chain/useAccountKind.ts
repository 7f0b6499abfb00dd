// Issue 31: the smart-wallet check (accountKind.ts) as a query, for what the screen must know
// before sending: a contract account approves Permit2 on chain instead of signing, so the swap's
// network fee carries no permit (swap/hooks/useFeeBasis). The send path reads it again at send time.
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { type AccountKind, getAccountKind } from './accountKind'
import { useChainClients } from './clients'
import { chainQueryKeys } from './queries'

/** The account's kind on `chainId`; undefined until read (or without an account). */
export function useAccountKind(
  chainId: number,
  address: Address | undefined,
): AccountKind | undefined {
  const getClient = useChainClients()
  return useQuery({
    queryKey: chainQueryKeys.accountKind({ chainId, address }),
    enabled: address !== undefined,
    queryFn: () => getAccountKind(getClient(chainId), address as Address),
  }).data
}
