import { describe, expect, it } from 'vitest'
import { boundOrder, clampHandle, shiftRange } from './brush'
import { CHART_WIDTH } from './zoom'

describe('clampHandle', () => {
  it('keeps a handle inside the chart', () => {
    expect(clampHandle('min', -30, undefined)).toBe(0)
    expect(clampHandle('max', CHART_WIDTH + 30, undefined)).toBe(CHART_WIDTH)
  })
  it('never lets the handles cross', () => {
    expect(clampHandle('min', 300, 200)).toBe(199)
    expect(clampHandle('max', 100, 200)).toBe(201)
    expect(clampHandle('min', 150, 200)).toBe(150)
  })
})

describe('shiftRange', () => {
  it('moves both bounds by the drag, keeping the width', () => {
    expect(shiftRange(100, 250, 40)).toEqual({ lo: 140, hi: 290 })
    expect(shiftRange(100, 250, -60)).toEqual({ lo: 40, hi: 190 })
  })
  it('stops at the edges without squeezing the range', () => {
    expect(shiftRange(100, 250, 500)).toEqual({ lo: 250, hi: CHART_WIDTH })
    expect(shiftRange(100, 250, -500)).toEqual({ lo: 0, hi: 150 })
  })
  it('does not move a range that spans the chart', () => {
    expect(shiftRange(0, CHART_WIDTH, 50)).toEqual({ lo: 0, hi: CHART_WIDTH })
  })
})

describe('boundOrder', () => {
  it('sends the leading bound first', () => {
    expect(boundOrder(10)).toEqual(['max', 'min'])
    expect(boundOrder(-10)).toEqual(['min', 'max'])
  })
})
