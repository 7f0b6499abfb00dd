import { describe, expect, it } from 'vitest'
import { permit2State } from './usePermit2Allowance'

describe('permit2State (issue 32: Permit2’s own allowance to the v4 position manager)', () => {
  const now = 1_000_000
  it('is approved for enough and not expired, not approved when short or expired', () => {
    const base = { native: false, pending: false, amountRaw: 100n, nowSec: now }
    expect(permit2State({ ...base, allowance: [100n, now + 1, 0] })).toBe('APPROVED')
    expect(permit2State({ ...base, allowance: [99n, now + 1, 0] })).toBe('NOT_APPROVED')
    expect(permit2State({ ...base, allowance: [10n ** 40n, now, 0] })).toBe('NOT_APPROVED')
  })
  it('the native coin needs none; a sent approval is pending; nothing read is unknown', () => {
    expect(
      permit2State({ native: true, pending: false, amountRaw: 1n, allowance: undefined }),
    ).toBe('APPROVED')
    expect(
      permit2State({ native: false, pending: true, amountRaw: 1n, allowance: [0n, 0, 0] }),
    ).toBe('PENDING')
    expect(
      permit2State({ native: false, pending: false, amountRaw: 1n, allowance: undefined }),
    ).toBe('UNKNOWN')
  })
})
