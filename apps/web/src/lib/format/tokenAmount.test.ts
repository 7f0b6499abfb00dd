import { describe, expect, it } from 'vitest'
import { formatTokenAmount } from './tokenAmount'

const f = (raw: bigint, decimals = 18) => formatTokenAmount({ raw, decimals })

describe('formatTokenAmount (spec 01 §9 Display)', () => {
  it('shows 0 for zero', () => {
    expect(f(0n)).toBe('0')
  })
  it('shows <0.00001 below 0.00001', () => {
    expect(f(9_999_999_999_999n)).toBe('<0.00001')
    expect(f(1n, 6)).toBe('<0.00001')
  })
  it('shows exactly 0.00001 as itself', () => {
    expect(f(10_000_000_000_000n)).toBe('0.00001')
  })
  it('rounds to 4 significant digits, half up, without trailing zeros', () => {
    expect(f(1_234_567n, 6)).toBe('1.235')
    expect(f(1_000_000n, 6)).toBe('1')
    expect(f(123_456_789_000_000_000_000n)).toBe('123.5')
    expect(f(123_456n * 10n ** 18n)).toBe('123500')
    expect(f(99_995n, 5)).toBe('1')
    expect(f(12_345n, 8)).toBe('0.0001235')
  })
  it('has no group separators for large amounts', () => {
    expect(f(1_234_567_890n * 10n ** 18n)).toBe('1235000000')
  })
  it('takes other significant-digit counts', () => {
    expect(formatTokenAmount({ raw: 1_234_567n, decimals: 6, significantDigits: 6 })).toBe(
      '1.23457',
    )
  })
})
