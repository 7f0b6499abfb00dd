// The one ENS name → address lookup of every input that takes a name: the swap's recipient (spec
// 01 §5 "Recipient"), the delegate modal and the address claim (spec 01 §2, §4). The name is read
// where the chain's names live (ensHomeOf, from the chain table), cached for a minute and never
// retried: a name that does not resolve reads as invalid at once. Callers debounce what they pass
// (spec 01 §9: lookups wait 200 ms after typing stops).
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { ChainInfo } from './chains'
import { useChainClients } from './clients'
import { ensHomeOf } from './ensHome'
import { useRuntimeConfig } from './runtimeConfigContext'

/** Resolves `name` (null: nothing to look up) for an input on `chain`: null when it has no address. */
export function useEnsAddress(
  chain: ChainInfo,
  name: string | null,
): UseQueryResult<Address | null> {
  const { chains } = useRuntimeConfig()
  const getClient = useChainClients()
  const { chainId, registry } = ensHomeOf(chain, chains)
  return useQuery({
    queryKey: ['ens', 'address', chainId, registry, name],
    enabled: name !== null,
    staleTime: 60_000,
    retry: false,
    queryFn: async () => {
      if (name === null) return null
      const { resolveEnsAddress } = await import('./ens')
      return resolveEnsAddress(getClient(chainId), registry, name)
    },
  })
}
