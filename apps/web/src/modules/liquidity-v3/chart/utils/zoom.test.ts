import { FeeAmount } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import { initialRange, zoomLevels } from './zoom'

describe('chart zoom bounds and initial range (spec 02 §9)', () => {
  it('stable tiers: 0.999 to 1.001 of the price, zoom 1e-5 to 1.5', () => {
    for (const fee of [FeeAmount.LOWEST, FeeAmount.LOW] as const) {
      expect(zoomLevels(fee)).toEqual({ initialMin: 0.999, initialMax: 1.001, min: 1e-5, max: 1.5 })
      const [lo, hi] = initialRange(2000, fee)
      expect(lo).toBeCloseTo(1998, 9)
      expect(hi).toBeCloseTo(2002, 9)
    }
  })
  it('other tiers: 0.5 to 2 of the price, zoom 1e-5 to 20', () => {
    for (const fee of [FeeAmount.MEDIUM, FeeAmount.HIGH] as const) {
      expect(zoomLevels(fee)).toEqual({ initialMin: 0.5, initialMax: 2, min: 1e-5, max: 20 })
      expect(initialRange(2000, fee)).toEqual([1000, 4000])
    }
  })
})
