// spec 01 §5 "Recipient" and §9 Timing (name lookups debounced 200 ms): an address is used as
// typed; a name resolves through ENS on the network's L1 (spec 01 §7.5: names live on the main
// network; the devnet's local L1 runs its own registry).
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import type { ChainInfo } from '../../../chain/chains'
import { resolveEnsAddress } from '../../../chain/ens'
import { useRuntimeConfig } from '../../../chain/runtimeConfigContext'
import { useDebouncedValue } from '../../../lib/useDebouncedValue'
import type { RecipientState } from '../utils/buttonState'
import { isBadRecipient, isRecipientName, recipientAddress } from '../utils/recipient'

/** The mainnet ENS registry (the same address on every network that deploys ENS). */
const ENS_REGISTRY: Address = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e'

export const NAME_LOOKUP_DEBOUNCE_MS = 200

export interface RecipientLookup {
  state: RecipientState
  /** The address the swap pays, when the recipient is set and valid. */
  address: Address | undefined
}

export function useRecipient(chain: ChainInfo, recipient: string | null): RecipientLookup {
  const { manifest } = useRuntimeConfig()
  const wagmi = useConfig()
  const debounced = useDebouncedValue(recipient, NAME_LOOKUP_DEBOUNCE_MS)
  // Local chains resolve on the devnet's L1 registry; public chains on mainnet's.
  const ensChain = chain.isLocal ? manifest?.chains.find((c) => c.ens) : undefined
  const ensChainId = ensChain ? ensChain.chainId : 1
  const registry = ensChain?.ens?.registry ?? ENS_REGISTRY
  const name = debounced !== null && isRecipientName(debounced) ? debounced : null
  const lookup = useQuery({
    queryKey: ['swap', 'ens', ensChainId, registry, name],
    enabled: name !== null,
    staleTime: 60_000,
    retry: false,
    queryFn: () =>
      name === null
        ? null
        : resolveEnsAddress(wagmi.getClient({ chainId: ensChainId }), registry, name),
  })

  if (recipient === null) return { state: 'none', address: undefined }
  if (recipient === '') return { state: 'unresolved', address: undefined }
  const direct = recipientAddress(recipient)
  if (direct) {
    return isBadRecipient(direct, chain.contracts)
      ? { state: 'invalid', address: undefined }
      : { state: 'valid', address: direct }
  }
  if (!isRecipientName(recipient)) return { state: 'invalid', address: undefined }
  if (debounced !== recipient || lookup.isLoading) return { state: 'loading', address: undefined }
  const resolved = lookup.data ?? undefined
  if (!resolved) return { state: 'invalid', address: undefined }
  return isBadRecipient(resolved, chain.contracts)
    ? { state: 'invalid', address: undefined }
    : { state: 'valid', address: resolved }
}
