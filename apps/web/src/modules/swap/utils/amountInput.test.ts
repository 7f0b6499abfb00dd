import { describe, expect, it } from 'vitest'
import { amountToInput, parseAmount } from './amountInput'

describe('parseAmount', () => {
  it('converts exactly to the raw integer', () => {
    expect(parseAmount('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseAmount('0.000001', 6)).toBe(1n)
    expect(parseAmount('123456789.123456789123456789', 18)).toBe(123456789123456789123456789n)
  })
  it('rejects zero, empty and unparsable values', () => {
    for (const v of ['', '.', '0', '0.000', 'x', '1..2']) expect(parseAmount(v, 18)).toBeUndefined()
  })
  it('rejects digits finer than the token allows', () => {
    expect(parseAmount('0.0000001', 6)).toBeUndefined()
  })
})

describe('amountToInput', () => {
  it('writes a raw amount back without trailing zeros', () => {
    expect(amountToInput(1_500_000n, 6)).toBe('1.5')
    expect(amountToInput(1n, 18)).toBe('0.000000000000000001')
    expect(amountToInput(2_000_000n, 6)).toBe('2')
    expect(amountToInput(7n, 0)).toBe('7')
  })
})
