import { describe, expect, it } from 'vitest'
import { amountFormatters } from '../../../../lib/format'
import { formatPoolShare } from './poolShare'

const en = amountFormatters('en-US')
const de = amountFormatters('de-DE')

describe("pool share (spec 02 §9 '<0.01%')", () => {
  it('shows two decimals, rounded half up', () => {
    expect(formatPoolShare(1n, 4n, en)).toBe('25.00%')
    expect(formatPoolShare(1n, 3n, en)).toBe('33.33%')
    expect(formatPoolShare(2n, 3n, en)).toBe('66.67%')
    expect(formatPoolShare(1n, 1n, en)).toBe('100.00%')
    expect(formatPoolShare(5n, 100_000n, en)).toBe('0.01%')
  })

  it("says '<0.01%' when a share rounds to 0.00, and 0.00% for none", () => {
    expect(formatPoolShare(4n, 100_000n, en)).toBe('<0.01%')
    expect(formatPoolShare(1n, 10n ** 30n, en)).toBe('<0.01%')
    expect(formatPoolShare(0n, 100n, en)).toBe('0.00%')
    expect(formatPoolShare(1n, 0n, en)).toBe('0.00%')
  })

  it("is written in the language's percent style (issue 34 #4)", () => {
    expect(formatPoolShare(1n, 3n, de).replace(/\s/g, ' ')).toBe('33,33 %')
    expect(formatPoolShare(4n, 100_000n, de).replace(/\s/g, ' ')).toBe('<0,01 %')
  })
})
