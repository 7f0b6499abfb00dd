import { describe, expect, it } from 'vitest'
import { checkAmountInput, sanitizeAmountInput } from './amountRules'

describe('sanitizeAmountInput (spec 01 §5 Amount input)', () => {
  it('keeps digits with one decimal separator', () => {
    expect(sanitizeAmountInput('12.5')).toBe('12.5')
    expect(sanitizeAmountInput('.5')).toBe('.5')
    expect(sanitizeAmountInput('')).toBe('')
  })
  it('turns commas into dots', () => {
    expect(sanitizeAmountInput('1,25')).toBe('1.25')
  })
  it('refuses a second separator, letters, signs and exponents', () => {
    for (const bad of ['1.2.3', '1,2.3', 'abc', '-1', '1e5', '1 000', '0x10'])
      expect(sanitizeAmountInput(bad)).toBeNull()
  })
  it('refuses more than 79 characters', () => {
    expect(sanitizeAmountInput('1'.repeat(79))).toBe('1'.repeat(79))
    expect(sanitizeAmountInput('1'.repeat(80))).toBeNull()
  })
  it("refuses more fraction digits than the token's decimals, without cutting them", () => {
    expect(sanitizeAmountInput('1.123456', 6)).toBe('1.123456')
    expect(sanitizeAmountInput('1.1234567', 6)).toBeNull()
    expect(sanitizeAmountInput('1,1234567', 6)).toBeNull()
    expect(sanitizeAmountInput('5.', 0)).toBe('5.')
    expect(sanitizeAmountInput('5.1', 0)).toBeNull()
    expect(sanitizeAmountInput(`0.${'1'.repeat(18)}`, 18)).toBe(`0.${'1'.repeat(18)}`)
  })
})

describe('checkAmountInput: why an edit is refused (issue 12 #10)', () => {
  it('names the reason', () => {
    expect(checkAmountInput('1e5')).toEqual({ ok: false, refusal: 'characters' })
    expect(checkAmountInput('-1')).toEqual({ ok: false, refusal: 'characters' })
    // spec 01 §5: commas turn into dots, so '1,234.5' holds two separators.
    expect(checkAmountInput('1,234.5')).toEqual({ ok: false, refusal: 'separators' })
    expect(checkAmountInput('1.2.3')).toEqual({ ok: false, refusal: 'separators' })
    expect(checkAmountInput('1.234', 2)).toEqual({ ok: false, refusal: 'decimals' })
    expect(checkAmountInput('1'.repeat(80))).toEqual({ ok: false, refusal: 'length' })
    expect(checkAmountInput('1,5', 2)).toEqual({ ok: true, value: '1.5' })
  })
})
