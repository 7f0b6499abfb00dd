import { parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { formatSignificant } from './significant'

describe('formatSignificant', () => {
  it.each([
    [parseEther('10000'), '10000'],
    [parseEther('9999.5'), '10000'],
    [parseEther('1.2345'), '1.23'],
    [parseEther('1.235'), '1.24'], // half-up
    [parseEther('0.5'), '0.5'],
    [parseEther('0.000123456'), '0.000123'],
    [parseEther('123456.789'), '123000'],
    [1n, '0.000000000000000001'],
    [0n, '0'],
  ])('%s wei → %s', (wei, shown) => {
    expect(formatSignificant(wei, 18)).toBe(shown)
  })

  it('honours the decimals and the digit count', () => {
    expect(formatSignificant(parseUnits('12.3456', 6), 6, 4)).toBe('12.35')
    expect(formatSignificant(-parseEther('1.2345'), 18)).toBe('-1.23')
  })
})
