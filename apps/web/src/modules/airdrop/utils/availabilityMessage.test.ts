import { describe, expect, it } from 'vitest'
import { i18n } from '../../../i18n'
import { availabilityMessage } from './availabilityMessage'

const say = (a: Parameters<typeof availabilityMessage>[0]) => {
  const m = availabilityMessage(a)
  return m && { text: i18n._(m.text), detail: m.detail && i18n._(m.detail) }
}

describe('availabilityMessage (spec 01 §2, §8)', () => {
  it("says only 'Address has no available claim' for an address the files do not hold (issue 34 #11)", () => {
    // It read 'Claim for 0x…dEaD was not found in partial search' under it: the file search's words.
    for (const reason of ['partialSearch', 'allMappings', 'claimFile'] as const)
      expect(say({ kind: 'noClaim', reason })).toEqual({
        text: 'Address has no available claim',
        detail: undefined,
      })
  })

  it('names an invalid address and an address that already claimed', () => {
    expect(say({ kind: 'noClaim', reason: 'invalidAddress' })?.detail).toBe('Invalid address')
    const claim = {
      account: '0x000000000000000000000000000000000000dEaD',
      index: 0,
      amount: 1n,
      proof: [],
      flags: { isSOCKS: false, isLP: false, isUser: true },
    } as const
    expect(say({ kind: 'claimed', claim })?.detail).toBe(
      'This address has already claimed its UNI.',
    )
  })
})
