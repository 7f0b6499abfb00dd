// The delegate modal's input to an address (spec 01 §2): an address as typed, or an ENS name
// resolved on the network's L1 registry (the devnet L1's from the manifest on local chains, like
// the swap's recipient), looked up 200 ms after typing stops.
import type { Address } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { useEnsAddress } from '../../../chain/useEnsAddress'
import { useDebouncedValue } from '../../../lib/useDebouncedValue'
import { parseDelegatee } from '../common/delegatee'

export type DelegateeLookup =
  | { status: 'empty' | 'invalid' | 'loading' }
  | { status: 'valid'; address: Address; name: string | undefined }

export function useDelegatee(chain: ChainInfo, typed: string): DelegateeLookup {
  const debounced = useDebouncedValue(typed, 200)
  const parsed = parseDelegatee(debounced)
  const lookup = useEnsAddress(chain, parsed.kind === 'name' ? parsed.name : null)
  const now = parseDelegatee(typed)
  if (now.kind === 'empty' || now.kind === 'invalid') return { status: now.kind }
  if (now.kind === 'address') return { status: 'valid', address: now.address, name: undefined }
  if (debounced !== typed || lookup.isLoading) return { status: 'loading' }
  return lookup.data
    ? { status: 'valid', address: lookup.data, name: now.name }
    : { status: 'invalid' }
}
