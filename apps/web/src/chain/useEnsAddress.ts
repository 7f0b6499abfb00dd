// The one ENS name → address lookup of every input that takes a name: the swap's recipient (spec
// 01 §5 "Recipient"), the delegate modal and the address claim (spec 01 §2, §4). The name is read
// where the chain's names live (ensHomeOf, from the chain table), cached for a minute and never
// retried: a name that does not resolve reads as invalid at once. Callers debounce what they pass
// (spec 01 §9: lookups wait 200 ms after typing stops).
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import type { ChainInfo } from './chains'
import { ensHomeOf, resolveEnsAddress } from './ens'
import { useRuntimeConfig } from './runtimeConfigContext'

export interface EnsAddressLookup {
  /** The resolved address; null: the name resolves to nothing; undefined: not read (yet). */
  address: Address | null | undefined
  /** TanStack Query's states of the read (isPending stays true while no name is given). */
  isLoading: boolean
  isPending: boolean
}

/** Resolves `name` (null: nothing to look up) for an input on `chain`. */
export function useEnsAddress(chain: ChainInfo, name: string | null): EnsAddressLookup {
  const { chains } = useRuntimeConfig()
  const wagmi = useConfig()
  const { chainId, registry } = ensHomeOf(chain, chains)
  const lookup = useQuery({
    queryKey: ['ens', 'address', chainId, registry, name],
    enabled: name !== null,
    staleTime: 60_000,
    retry: false,
    queryFn: () =>
      name === null ? null : resolveEnsAddress(wagmi.getClient({ chainId }), registry, name),
  })
  return { address: lookup.data, isLoading: lookup.isLoading, isPending: lookup.isPending }
}
