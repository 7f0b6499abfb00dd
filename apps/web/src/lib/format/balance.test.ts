import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { formatBalance } from './balance'

const usdc = (v: string) => formatBalance(parseUnits(v, 6), 6)
const eth = (v: string) => formatBalance(parseUnits(v, 18), 18)

describe('formatBalance (issue 34 #5)', () => {
  it('keeps every whole unit of a large balance, with its cents', () => {
    expect(usdc('1004499.34')).toBe('1004499.34')
    expect(eth('9996.5')).toBe('9996.5')
    expect(eth('10000')).toBe('10000')
  })

  it('cuts decimals to the display precision, never rounding up', () => {
    expect(eth('9995.99999999')).toBe('9995.9999')
    expect(eth('1.23456789')).toBe('1.2345')
    expect(formatBalance(12_345n, 2)).toBe('123.45')
  })

  it('keeps 4 significant digits below one, cut', () => {
    expect(eth('0.123456')).toBe('0.1234')
    expect(eth('0.00099999')).toBe('0.0009999')
    expect(eth('0.99999')).toBe('0.9999')
  })

  it('shows zero and dust as the token amounts do', () => {
    expect(eth('0')).toBe('0')
    expect(eth('0.000009')).toBe('<0.00001')
    expect(formatBalance(1n, 6)).toBe('<0.00001')
  })
})
