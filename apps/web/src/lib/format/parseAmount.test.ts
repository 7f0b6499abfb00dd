import { describe, expect, it } from 'vitest'
import { parseTypedAmount } from './parseAmount'

describe('parseTypedAmount', () => {
  it('is exact and refuses empty, zero and too fine amounts', () => {
    expect(parseTypedAmount('1.5', 6)).toBe(1_500_000n)
    expect(parseTypedAmount('', 6)).toBeUndefined()
    expect(parseTypedAmount('0.0', 6)).toBeUndefined()
    expect(parseTypedAmount('0.0000001', 6)).toBeUndefined()
  })
})
