import { describe, expect, it } from 'vitest'
import { chartMaxToTyped, chartMinToTyped } from './chartBounds'

describe('chart handle values as range inputs (spec 02 §5, §9)', () => {
  it('sets values with six decimals', () => {
    expect(chartMinToTyped(1998.2411530800357)).toBe('1998.241153')
    expect(chartMaxToTyped(2000.5)).toBe('2000.500000')
  })
  it('turns a min at or below zero into 0.000001', () => {
    expect(chartMinToTyped(0)).toBe('0.000001')
    expect(chartMinToTyped(-3)).toBe('0.000001')
    expect(chartMinToTyped(Number.NaN)).toBeUndefined()
    expect(chartMinToTyped(Number.NEGATIVE_INFINITY)).toBe('0.000001')
    expect(chartMinToTyped(Number.POSITIVE_INFINITY)).toBeUndefined()
  })
  it('accepts a max only above zero and below 1e35', () => {
    expect(chartMaxToTyped(0)).toBeUndefined()
    expect(chartMaxToTyped(-1)).toBeUndefined()
    expect(chartMaxToTyped(1e35)).toBeUndefined()
    expect(chartMaxToTyped(Number.POSITIVE_INFINITY)).toBeUndefined()
    // 1e34 as a float is 9999999999999999455752309870428160 exactly; written without an exponent
    expect(chartMaxToTyped(1e34)).toBe('9999999999999999455752309870428160.000000')
  })
})
