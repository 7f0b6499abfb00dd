import { describe, expect, it } from 'vitest'
import { formatPoolShare } from './poolShare'

describe("pool share (spec 02 §9 '<0.01%')", () => {
  it('shows two decimals, rounded half up', () => {
    expect(formatPoolShare(1n, 4n)).toBe('25.00%')
    expect(formatPoolShare(1n, 3n)).toBe('33.33%')
    expect(formatPoolShare(2n, 3n)).toBe('66.67%')
    expect(formatPoolShare(1n, 1n)).toBe('100.00%')
    expect(formatPoolShare(5n, 100_000n)).toBe('0.01%')
  })

  it("says '<0.01%' when a share rounds to 0.00, and 0.00% for none", () => {
    expect(formatPoolShare(4n, 100_000n)).toBe('<0.01%')
    expect(formatPoolShare(1n, 10n ** 30n)).toBe('<0.01%')
    expect(formatPoolShare(0n, 100n)).toBe('0.00%')
    expect(formatPoolShare(1n, 0n)).toBe('0.00%')
  })
})
