// The delegate modal's input to an address (spec 01 §2): an address as typed, or an ENS name
// resolved on the network's L1 registry (the devnet L1's from the manifest on local chains, like
// the swap's recipient), looked up 200 ms after typing stops.
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import type { ChainInfo } from '../../../chain/chains'
import { resolveEnsAddress } from '../../../chain/ens'
import { useRuntimeConfig } from '../../../chain/runtimeConfigContext'
import { useDebouncedValue } from '../../../lib/useDebouncedValue'
import { parseDelegatee } from '../common/delegatee'

/** The mainnet ENS registry. */
const ENS_REGISTRY: Address = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e'

export type DelegateeLookup =
  | { status: 'empty' | 'invalid' | 'loading' }
  | { status: 'valid'; address: Address; name: string | undefined }

export function useDelegatee(chain: ChainInfo, typed: string): DelegateeLookup {
  const { manifest } = useRuntimeConfig()
  const wagmi = useConfig()
  const debounced = useDebouncedValue(typed, 200)
  const ensChain = chain.isLocal ? manifest?.chains.find((c) => c.ens) : undefined
  const ensChainId = ensChain ? ensChain.chainId : 1
  const registry = ensChain?.ens?.registry ?? ENS_REGISTRY
  const parsed = parseDelegatee(debounced)
  const name = parsed.kind === 'name' ? parsed.name : null
  const lookup = useQuery({
    queryKey: ['governance', 'ens', ensChainId, registry, name],
    enabled: name !== null,
    staleTime: 60_000,
    retry: false,
    queryFn: () =>
      name === null
        ? null
        : resolveEnsAddress(wagmi.getClient({ chainId: ensChainId }), registry, name),
  })
  const now = parseDelegatee(typed)
  if (now.kind === 'empty' || now.kind === 'invalid') return { status: now.kind }
  if (now.kind === 'address') return { status: 'valid', address: now.address, name: undefined }
  if (debounced !== typed || lookup.isLoading) return { status: 'loading' }
  return lookup.data
    ? { status: 'valid', address: lookup.data, name: now.name }
    : { status: 'invalid' }
}
