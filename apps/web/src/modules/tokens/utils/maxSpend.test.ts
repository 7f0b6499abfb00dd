import { describe, expect, it } from 'vitest'
import { maxAmountSpend, NATIVE_GAS_RESERVE } from './maxSpend'

describe('maxAmountSpend', () => {
  it('keeps 0.01 of the native coin for gas and spends a whole token balance', () => {
    expect(maxAmountSpend(10n ** 18n, true)).toBe(10n ** 18n - NATIVE_GAS_RESERVE)
    expect(maxAmountSpend(NATIVE_GAS_RESERVE / 2n, true)).toBe(0n)
    expect(maxAmountSpend(5n, false)).toBe(5n)
    expect(maxAmountSpend(undefined, false)).toBeUndefined()
  })
})
