import { describe, expect, it } from 'vitest'
import { fiatShortfall } from './fiatRule'

describe('fiatShortfall (issue 35 rule)', () => {
  it('says nothing within 5 % of the fiat-implied price, or without both prices', () => {
    expect(fiatShortfall({ input: 300.34, output: 296.91 })).toBeUndefined()
    expect(fiatShortfall({ input: 100, output: 95 })).toBeUndefined()
    expect(fiatShortfall({ input: null, output: 10 })).toBeUndefined()
    expect(fiatShortfall({ input: 100, output: null })).toBeUndefined()
    expect(fiatShortfall({ input: 0, output: 0 })).toBeUndefined()
  })

  it('gives the share lost beyond 5 %', () => {
    expect(fiatShortfall({ input: 100, output: 94.9 })).toBeCloseTo(0.051, 10)
    expect(fiatShortfall({ input: 1000, output: 0 })).toBe(1)
  })
})
