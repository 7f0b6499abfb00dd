import { FeeAmount } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import { tickSpacingOf } from '../../range/feeTiers'
import { baseXScale } from './geometry'
import { CHART_WIDTH, initialRange, initialView, zoomLevels } from './zoom'

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

describe('the first view (issue 34 #10)', () => {
  it('shows both bounds of the initial range even a half tick spacing outside it', () => {
    for (const fee of [
      FeeAmount.LOWEST,
      FeeAmount.LOW,
      FeeAmount.MEDIUM,
      FeeAmount.HIGH,
    ] as const) {
      const [lo, hi] = initialRange(2000, fee)
      const x = baseXScale(initialView(2000, fee))
      // Rounding to the nearest usable tick moves a bound by at most half a spacing.
      const half = 1.0001 ** (tickSpacingOf(fee) / 2)
      expect(x(lo / half), `fee ${fee}`).toBeGreaterThan(0)
      expect(x(hi * half), `fee ${fee}`).toBeLessThan(CHART_WIDTH)
    }
  })
  it('puts the 0.3 % range from a tenth to nine tenths of the width', () => {
    const x = baseXScale(initialView(2000, FeeAmount.MEDIUM))
    expect(x(1000)).toBeCloseTo(CHART_WIDTH / 10, 6)
    expect(x(4000)).toBeCloseTo((CHART_WIDTH * 9) / 10, 6)
  })
})
