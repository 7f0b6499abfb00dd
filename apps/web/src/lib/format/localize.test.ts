import { describe, expect, it } from 'vitest'
import { localizeDecimal } from './localize'
import { formatTokenAmount } from './tokenAmount'

describe('localizeDecimal', () => {
  it('groups thousands in en-US', () => {
    expect(localizeDecimal('1234567.89', 'en-US')).toBe('1,234,567.89')
  })
  it('uses de-DE separators', () => {
    expect(localizeDecimal('1234567.89', 'de-DE')).toBe('1.234.567,89')
  })
  it('keeps signs, markers and small numbers', () => {
    expect(localizeDecimal('-1234.5', 'en-US')).toBe('-1,234.5')
    expect(localizeDecimal('<0.00001', 'de-DE')).toBe('<0,00001')
    expect(localizeDecimal('12', 'en-US')).toBe('12')
  })
  it('keeps leading zeros of the fraction exactly', () => {
    expect(localizeDecimal('1000.000123456789012345', 'en-US')).toBe('1,000.000123456789012345')
  })
})

describe('formatTokenAmount with a locale', () => {
  it('keeps 4 significant digits and groups them', () => {
    expect(formatTokenAmount({ raw: 1234567890000n, decimals: 6, locale: 'de-DE' })).toBe(
      '1.235.000',
    )
  })
  it('writes no separators without a locale (unchanged callers)', () => {
    expect(formatTokenAmount({ raw: 1234567890000n, decimals: 6 })).toBe('1235000')
  })
})
