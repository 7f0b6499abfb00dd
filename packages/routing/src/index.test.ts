import { describe, expect, it } from 'vitest'
import { estimateSwapGas } from './index.ts'

describe('estimateSwapGas', () => {
  it('charges 100000 plus 30000 per hop (spec 01 §9)', () => {
    expect(estimateSwapGas(1)).toBe(130_000n)
    expect(estimateSwapGas(3)).toBe(190_000n)
  })
  it('rejects a route without hops', () => {
    expect(() => estimateSwapGas(0)).toThrow(RangeError)
  })
})
