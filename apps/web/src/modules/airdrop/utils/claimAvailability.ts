// spec 01 §4 "Airdrop claim": a claim is available only when the address has an entry and it is
// not yet claimed; the address-claim modal's button is enabled only for a valid address with a
// claim, otherwise 'Address has no available claim'. Issue 15: an entry whose proof does not lead
// to the distributor's root is refused before anything is sent.

import type { ClaimLookupErrorKind } from '../actions/fetchClaim'
import type { ClaimStatus } from '../actions/readClaimStatus'
import type { AirdropClaim } from './claimFile'

export type ClaimAvailability =
  /** Nothing typed (address claim) or no account (self claim). */
  | { kind: 'empty' }
  /** The name is resolving, the files are loading or the chain is being read. */
  | { kind: 'loading' }
  /** Not an address and not a name that resolves to one. */
  | { kind: 'invalidAddress' }
  /** No entry in the files (spec 01 §8's lookup text names why). */
  | { kind: 'noClaim'; reason: ClaimLookupErrorKind }
  | { kind: 'claimed'; claim: AirdropClaim }
  /** The file's proof does not lead to the distributor's root: never sent. */
  | { kind: 'badProof'; claim: AirdropClaim }
  /** The files or the chain could not be read. */
  | { kind: 'unavailable' }
  | { kind: 'available'; claim: AirdropClaim }

export interface ClaimAvailabilityInput {
  /** The address to claim for: undefined while unknown. */
  address: 'none' | 'loading' | 'invalid' | 'valid'
  lookup:
    | { status: 'pending' }
    | { status: 'error'; kind: ClaimLookupErrorKind }
    | { status: 'success'; claim: AirdropClaim }
  chain: { status: 'pending' } | { status: 'error' } | { status: 'success'; data: ClaimStatus }
}

export function claimAvailability({
  address,
  lookup,
  chain,
}: ClaimAvailabilityInput): ClaimAvailability {
  if (address === 'none') return { kind: 'empty' }
  if (address === 'loading') return { kind: 'loading' }
  if (address === 'invalid') return { kind: 'invalidAddress' }
  if (lookup.status === 'pending') return { kind: 'loading' }
  if (lookup.status === 'error')
    return lookup.kind === 'unavailable'
      ? { kind: 'unavailable' }
      : { kind: 'noClaim', reason: lookup.kind }
  if (chain.status === 'pending') return { kind: 'loading' }
  if (chain.status === 'error') return { kind: 'unavailable' }
  const { claim } = lookup
  if (chain.data.isClaimed) return { kind: 'claimed', claim }
  if (!chain.data.proofValid) return { kind: 'badProof', claim }
  return { kind: 'available', claim }
}
