// spec 01 §5 "Recipient" and §9 Timing (name lookups debounced 200 ms): an address is used as
// typed; a name resolves through ENS on the network's L1 (spec 01 §7.5: names live on the main
// network; the devnet's local L1 runs its own registry).
import type { Address } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { useEnsAddress } from '../../../chain/useEnsAddress'
import { useDebouncedValue } from '../../../lib/useDebouncedValue'
import type { RecipientState } from '../utils/buttonState'
import { isBadRecipient, isRecipientName, recipientAddress } from '../utils/recipient'

export const NAME_LOOKUP_DEBOUNCE_MS = 200

export interface RecipientLookup {
  state: RecipientState
  /** The address the swap pays, when the recipient is set and valid. */
  address: Address | undefined
}

export function useRecipient(chain: ChainInfo, recipient: string | null): RecipientLookup {
  const debounced = useDebouncedValue(recipient, NAME_LOOKUP_DEBOUNCE_MS)
  // Local chains resolve on the devnet's L1 registry; public chains on mainnet's.
  const lookup = useEnsAddress(
    chain,
    debounced !== null && isRecipientName(debounced) ? debounced : null,
  )

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
