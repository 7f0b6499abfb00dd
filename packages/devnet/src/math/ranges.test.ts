import { describe, expect, it } from 'vitest'
import { fullRange } from './price.ts'
import { STABLE_RANGES, tickRanges, VOLATILE_RANGES } from './ranges.ts'

describe('tickRanges', () => {
  for (const [name, specs] of [
    ['volatile', VOLATILE_RANGES],
    ['stable', STABLE_RANGES],
  ] as const) {
    for (const spacing of [1, 10, 60, 200]) {
      it(`${name} ranges at spacing ${spacing} are aligned, ordered and unique`, () => {
        const ranges = tickRanges(specs, 201_234, spacing)
        for (const r of ranges) {
          expect(Math.abs(r.tickLower % spacing)).toBe(0)
          expect(Math.abs(r.tickUpper % spacing)).toBe(0)
          expect(r.tickLower).toBeLessThan(r.tickUpper)
        }
        const keys = ranges.map((r) => `${r.tickLower}:${r.tickUpper}`)
        expect(new Set(keys).size).toBe(keys.length)
        // Merged duplicates keep the total weight.
        expect(ranges.reduce((s, r) => s + r.weight, 0)).toBe(
          specs.reduce((s, r) => s + r.weight, 0),
        )
      })
    }
  }

  it('puts liquidity in many ranges, including one-sided ones above and below the price', () => {
    const current = -200_000
    const ranges = tickRanges(VOLATILE_RANGES, current, 10)
    expect(ranges.length).toBeGreaterThanOrEqual(10)
    expect(ranges.some((r) => r.tickLower > current)).toBe(true)
    expect(ranges.some((r) => r.tickUpper <= current)).toBe(true)
    expect(ranges).toContainEqual(
      expect.objectContaining({ tickLower: fullRange(10)[0], tickUpper: fullRange(10)[1] }),
    )
  })

  it('widens a range narrower than one spacing to a single spacing', () => {
    const [only] = tickRanges([{ bounds: [-0.0001, 0.0001], weight: 1 }], 0, 200)
    expect(only).toEqual({ tickLower: -200, tickUpper: 0, weight: 1 })
  })
})
