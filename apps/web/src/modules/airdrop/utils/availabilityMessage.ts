// What each claim availability says in the modals (spec 01 §8 texts verbatim): a definite "no"
// is 'Address has no available claim' with the lookup's own words under it.
import type { MessageDescriptor } from '@lingui/core'
import { AIRDROP_STRINGS as S } from '../strings'
import type { ClaimAvailability } from './claimAvailability'

export interface AvailabilityMessage {
  text: MessageDescriptor
  detail?: MessageDescriptor
  tone: 'error' | 'info'
}

/** undefined: nothing to say (nothing typed, or the claim is available). */
export function availabilityMessage(
  a: ClaimAvailability,
  address: string | undefined,
): AvailabilityMessage | undefined {
  const withAddress = (m: MessageDescriptor) => ({ ...m, values: { address } })
  switch (a.kind) {
    case 'empty':
    case 'available':
      return undefined
    case 'loading':
      return { text: S.checking, tone: 'info' }
    case 'invalidAddress':
      return { text: S.invalidAddress, tone: 'error' }
    case 'noClaim': {
      const detail =
        a.reason === 'partialSearch'
          ? S.notFoundPartial
          : a.reason === 'allMappings'
            ? S.notFoundAll
            : a.reason === 'claimFile'
              ? S.notFoundInFile
              : S.invalidAddress
      return { text: S.noAvailableClaim, detail: withAddress(detail), tone: 'error' }
    }
    case 'claimed':
      return { text: S.noAvailableClaim, detail: S.alreadyClaimed, tone: 'error' }
    case 'badProof':
      return { text: S.badProof, tone: 'error' }
    case 'unavailable':
      return { text: S.unavailable, tone: 'error' }
  }
}
