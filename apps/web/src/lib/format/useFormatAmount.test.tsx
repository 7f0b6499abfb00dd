import { renderHook } from '@testing-library/react'
import { parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { numberLocale } from './numberLocale'
import { amountFormatters, useFormatAmount } from './useFormatAmount'

describe('amountFormatters', () => {
  it('groups a balance of 1234567.89 in en-US and de-DE from the exact digits', () => {
    const raw = parseUnits('1234567.89', 18)
    expect(amountFormatters('en-US').tokenAmount(raw, 18, 9)).toBe('1,234,567.89')
    expect(amountFormatters('de-DE').tokenAmount(raw, 18, 9)).toBe('1.234.567,89')
  })

  it('keeps 3 significant figures for the header balance, grouped', () => {
    expect(amountFormatters('en-US').significant(parseEther('12345.678'), 18)).toBe('12,300')
    expect(amountFormatters('de-DE').significant(parseEther('10000'), 18)).toBe('10.000')
  })

  it('writes percents and dates through Intl', () => {
    expect(amountFormatters('en-US').percent(0.005)).toBe('0.5%')
    expect(amountFormatters('de-DE').percent(0.005)).toBe('0,5\u00a0%')
    const day = Date.UTC(2026, 0, 2, 12)
    expect(amountFormatters('de-DE').date(day, { dateStyle: 'short', timeZone: 'UTC' })).toBe(
      '02.01.26',
    )
  })

  it('formats the pseudo locale as en-US', () => {
    expect(numberLocale('pseudo')).toBe('en-US')
    expect(amountFormatters('pseudo').decimal('1000.5')).toBe('1,000.5')
  })
})

describe('useFormatAmount', () => {
  it('follows the active language (en-US under the test setup)', () => {
    const { result } = renderHook(() => useFormatAmount())
    expect(result.current.locale).toBe('en-US')
    expect(result.current.tokenAmount(parseEther('10000'), 18)).toBe('10,000')
  })
})
