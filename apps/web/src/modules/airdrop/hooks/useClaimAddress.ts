// The address-claim modal's input (spec 01 §4 "Claim by address"): an address as typed, or an ENS
// name resolved on the chain's own registry (the claim lives on mainnet, where names live; the
// devnet L1 runs its own registry). Whitespace is stripped; lookups wait 200 ms (spec 01 §9).
import { useQuery } from '@tanstack/react-query'
import { type Address, getAddress, isAddress } from 'viem'
import { useConfig } from 'wagmi'
import type { ChainInfo } from '../../../chain/chains'
import { resolveEnsAddress } from '../../../chain/ens'
import { useRuntimeConfig } from '../../../chain/runtimeConfigContext'
import { useDebouncedValue } from '../../../lib/useDebouncedValue'
import type { AddressInputState } from './useAirdropClaim'

/** The mainnet ENS registry (kept here: chain/ens.ts is in the /swap entry, this is not). */
const MAINNET_ENS_REGISTRY: Address = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e'

const NAME = /^[^\s.]+(\.[^\s.]+)+$/

export interface ClaimAddress {
  state: AddressInputState
  address: Address | undefined
  /** The name typed, when the address came from ENS. */
  name: string | undefined
}

export function useClaimAddress(chain: ChainInfo, typed: string): ClaimAddress {
  const { manifest } = useRuntimeConfig()
  const wagmi = useConfig()
  const value = typed.replace(/\s/g, '')
  const debounced = useDebouncedValue(value, 200)
  const registry = chain.isLocal
    ? manifest?.chains.find((c) => c.chainId === chain.id)?.ens?.registry
    : MAINNET_ENS_REGISTRY
  const isName = !/^0x/i.test(debounced) && NAME.test(debounced)
  const lookup = useQuery({
    queryKey: ['airdrop', 'ens', chain.id, registry, debounced],
    enabled: isName && registry !== undefined,
    staleTime: 60_000,
    retry: false,
    queryFn: () =>
      registry
        ? resolveEnsAddress(wagmi.getClient({ chainId: chain.id }), registry, debounced)
        : null,
  })
  if (value === '') return { state: 'none', address: undefined, name: undefined }
  if (isAddress(value, { strict: false }))
    return { state: 'valid', address: getAddress(value), name: undefined }
  if (!NAME.test(value) || /^0x/i.test(value) || !registry)
    return { state: 'invalid', address: undefined, name: undefined }
  if (debounced !== value || lookup.isPending)
    return { state: 'loading', address: undefined, name: value }
  return lookup.data
    ? { state: 'valid', address: lookup.data, name: value }
    : { state: 'invalid', address: undefined, name: value }
}
