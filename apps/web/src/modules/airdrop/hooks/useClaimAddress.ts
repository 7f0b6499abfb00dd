// The address-claim modal's input (spec 01 §4 "Claim by address"): an address as typed, or an ENS
// name resolved where the chain's names live (chain/useEnsAddress: the claim lives on mainnet; the
// devnet L1 runs its own registry). Whitespace is stripped; lookups wait 200 ms (spec 01 §9).
import { type Address, getAddress, isAddress } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { useEnsAddress } from '../../../chain/useEnsAddress'
import { useDebouncedValue } from '../../../lib/useDebouncedValue'
import type { AddressInputState } from './useAirdropClaim'

const NAME = /^[^\s.]+(\.[^\s.]+)+$/

export interface ClaimAddress {
  state: AddressInputState
  address: Address | undefined
  /** The name typed, when the address came from ENS. */
  name: string | undefined
}

export function useClaimAddress(chain: ChainInfo, typed: string): ClaimAddress {
  const value = typed.replace(/\s/g, '')
  const debounced = useDebouncedValue(value, 200)
  const isName = !/^0x/i.test(debounced) && NAME.test(debounced)
  const lookup = useEnsAddress(chain, isName ? debounced : null)
  if (value === '') return { state: 'none', address: undefined, name: undefined }
  if (isAddress(value, { strict: false }))
    return { state: 'valid', address: getAddress(value), name: undefined }
  if (!NAME.test(value) || /^0x/i.test(value))
    return { state: 'invalid', address: undefined, name: undefined }
  if (debounced !== value || lookup.isPending)
    return { state: 'loading', address: undefined, name: value }
  return lookup.data
    ? { state: 'valid', address: lookup.data, name: value }
    : { state: 'invalid', address: undefined, name: value }
}
