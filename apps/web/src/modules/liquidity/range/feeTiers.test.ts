import { describe, expect, it } from 'vitest'
import { FEE_TIERS, feeTiersFor, parseFeeTier, tickSpacingOf } from './feeTiers'

describe('fee tiers (spec 02 §9)', () => {
  it('offers 0.01, 0.05, 0.3 and 1 percent with spacings 1, 10, 60 and 200', () => {
    expect(FEE_TIERS).toEqual([100, 500, 3000, 10000])
    expect(FEE_TIERS.map(tickSpacingOf)).toEqual([1, 10, 60, 200])
  })
  it('offers the 0.01 percent tier on mainnet only', () => {
    expect(feeTiersFor(1)).toEqual([100, 500, 3000, 10000])
    expect(feeTiersFor(31337)).toEqual([500, 3000, 10000])
  })
})

describe('parseFeeTier (spec 02 §5: unknown fees are ignored)', () => {
  it('accepts the known tiers from text or number', () => {
    expect(parseFeeTier('3000')).toBe(3000)
    expect(parseFeeTier(500)).toBe(500)
  })
  it('ignores tiers the spec does not offer and anything not an integer', () => {
    for (const v of ['200', '3000.0', '', ' 500', 'abc', 0, undefined]) {
      expect(parseFeeTier(v)).toBeUndefined()
    }
  })
})
