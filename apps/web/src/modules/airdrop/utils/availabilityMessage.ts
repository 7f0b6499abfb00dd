// What each claim availability says in the modals (spec 01 §8 texts verbatim): a definite "no"
// is 'Address has no available claim' (spec 01 §2), alone: the lookup's own words ('Claim for 0x…
// was not found in partial search') described the file search, not the user's situation (issue 34
// #11), so they stay in ClaimLookupError's message for the logs. An invalid address says so.
import type { MessageDescriptor } from '@lingui/core'
import { AIRDROP_STRINGS as S } from '../strings'
import type { ClaimAvailability } from './claimAvailability'

export interface AvailabilityMessage {
  text: MessageDescriptor
  detail?: MessageDescriptor
  tone: 'error' | 'info'
}

/** undefined: nothing to say (nothing typed, or the claim is available). */
export function availabilityMessage(a: ClaimAvailability): AvailabilityMessage | undefined {
  switch (a.kind) {
    case 'empty':
    case 'available':
      return undefined
    case 'loading':
      return { text: S.checking, tone: 'info' }
    case 'invalidAddress':
      return { text: S.invalidAddress, tone: 'error' }
    case 'noClaim':
      return a.reason === 'invalidAddress'
        ? { text: S.noAvailableClaim, detail: S.invalidAddress, tone: 'error' }
        : { text: S.noAvailableClaim, tone: 'error' }
    case 'claimed':
      return { text: S.noAvailableClaim, detail: S.alreadyClaimed, tone: 'error' }
    case 'badProof':
      return { text: S.badProof, tone: 'error' }
    case 'unavailable':
      return { text: S.unavailable, tone: 'error' }
  }
}
