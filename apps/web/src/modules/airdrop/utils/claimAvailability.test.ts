import { describe, expect, it } from 'vitest'
import type { ClaimStatus } from '../actions/readClaimStatus'
import { type ClaimAvailabilityInput, claimAvailability } from './claimAvailability'
import type { AirdropClaim } from './claimFile'

const claim: AirdropClaim = {
  account: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  index: 1,
  amount: 1400n * 10n ** 18n,
  proof: [],
  flags: { isSOCKS: true, isLP: false, isUser: true },
}
const status = (s: Partial<ClaimStatus>): ClaimAvailabilityInput['chain'] => ({
  status: 'success',
  data: { isClaimed: false, proofValid: true, merkleRoot: '0x00', ...s },
})
const found = { status: 'success', claim } as const

describe('claimAvailability (spec 01 §4)', () => {
  it('is available only for a valid address with an unclaimed entry whose proof checks out', () => {
    expect(claimAvailability({ address: 'valid', lookup: found, chain: status({}) })).toEqual({
      kind: 'available',
      claim,
    })
    expect(
      claimAvailability({ address: 'valid', lookup: found, chain: status({ isClaimed: true }) })
        .kind,
    ).toBe('claimed')
    expect(
      claimAvailability({ address: 'valid', lookup: found, chain: status({ proofValid: false }) })
        .kind,
    ).toBe('badProof')
  })

  it("keeps the lookup's reason for an address without an entry", () => {
    expect(
      claimAvailability({
        address: 'valid',
        lookup: { status: 'error', kind: 'allMappings' },
        chain: { status: 'pending' },
      }),
    ).toEqual({ kind: 'noClaim', reason: 'allMappings' })
    expect(
      claimAvailability({
        address: 'valid',
        lookup: { status: 'error', kind: 'unavailable' },
        chain: { status: 'pending' },
      }).kind,
    ).toBe('unavailable')
  })

  it('waits for the name, the files and the chain; says so for an empty or invalid input', () => {
    const pending = { status: 'pending' } as const
    expect(claimAvailability({ address: 'none', lookup: pending, chain: pending }).kind).toBe(
      'empty',
    )
    expect(claimAvailability({ address: 'loading', lookup: pending, chain: pending }).kind).toBe(
      'loading',
    )
    expect(claimAvailability({ address: 'invalid', lookup: pending, chain: pending }).kind).toBe(
      'invalidAddress',
    )
    expect(claimAvailability({ address: 'valid', lookup: pending, chain: pending }).kind).toBe(
      'loading',
    )
    expect(claimAvailability({ address: 'valid', lookup: found, chain: pending }).kind).toBe(
      'loading',
    )
    expect(
      claimAvailability({ address: 'valid', lookup: found, chain: { status: 'error' } }).kind,
    ).toBe('unavailable')
  })
})
