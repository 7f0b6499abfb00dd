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

  it('keeps significant figures, grouped', () => {
    expect(amountFormatters('en-US').significant(parseEther('12345.678'), 18)).toBe('12,300')
    expect(amountFormatters('de-DE').significant(parseEther('10000'), 18)).toBe('10.000')
  })

  it('writes a balance with all its whole units, grouped in the locale (issue 34 #5)', () => {
    expect(amountFormatters('en-US').balance(parseUnits('1004499.34', 6), 6)).toBe('1,004,499.34')
    expect(amountFormatters('de-DE').balance(parseEther('9996.12345'), 18)).toBe('9.996,1234')
  })

  it('writes percents and dates through Intl', () => {
    expect(amountFormatters('en-US').percent(0.005)).toBe('0.5%')
    expect(amountFormatters('de-DE').percent(0.005)).toBe('0,5\u00a0%')
    const day = Date.UTC(2026, 0, 2, 12)
    expect(amountFormatters('de-DE').date(day, { dateStyle: 'short', timeZone: 'UTC' })).toBe(
      '02.01.26',
    )
  })

  it('writes dollars and basis points in the locale, as spec 01 §9 rounds them (issue 34 #4)', () => {
    // They read '$2,999.42' and '12.34%' under de-DE, beside German amounts.
    const en = amountFormatters('en-US')
    const de = amountFormatters('de-DE')
    expect([en.usd(2999.42), de.usd(2999.42)]).toEqual(['$2,999.42', '2.999,42\u00a0$'])
    expect([en.usd(0.004), en.usd(0.005), de.usd(0.004)]).toEqual([
      '<$0.01',
      '$0.01',
      '<0,01\u00a0$',
    ])
    expect([en.fiat(3000.123456), en.fiat(0), en.fiat(0.001)]).toEqual([
      '$3,000.12',
      '$0',
      '<$0.01',
    ])
    expect(de.fiat(1234567.891)).toBe('1.234.570\u00a0$')
    expect([en.bpsPercent(1234), en.bpsPercent(5), en.bpsPercent(-50), en.bpsPercent(0)]).toEqual([
      '12.34%',
      '0.05%',
      '-0.50%',
      '0.00%',
    ])
    expect(de.bpsPercent(1234)).toBe('12,34\u00a0%')
    expect([en.bpsPercent(54, { signed: true }), en.bpsPercent(-54, { signed: true })]).toEqual([
      '+0.54%',
      '-0.54%',
    ])
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
