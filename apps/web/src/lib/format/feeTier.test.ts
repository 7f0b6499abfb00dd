import { describe, expect, it } from 'vitest'
import { formatFeeTier } from './feeTier'

describe('formatFeeTier (spec 02 §3)', () => {
  it('shows a fee as a percent of 1,000,000', () => {
    expect([100, 500, 3000, 10000].map((f) => formatFeeTier(f, 'en-US'))).toEqual([
      '0.01%',
      '0.05%',
      '0.3%',
      '1%',
    ])
  })
  it("writes the language's decimal sign and spacing (issue 18, issue 34 #4)", () => {
    expect(formatFeeTier(3000, 'de-DE')).toBe('0,3\u00a0%')
  })
})
