import { describe, expect, it } from 'vitest'
import { placeMenu } from './placeMenu'

const inside = (p: ReturnType<typeof placeMenu>, vw: number, vh: number, height: number) => {
  expect(p.left).toBeGreaterThanOrEqual(0)
  expect(p.left + p.width).toBeLessThanOrEqual(vw)
  expect(p.top).toBeGreaterThanOrEqual(0)
  expect(p.top + Math.min(height, p.maxHeight)).toBeLessThanOrEqual(vh)
}

describe('placeMenu', () => {
  it('opens below a header button, its right edge on the button’s', () => {
    const p = placeMenu({
      anchor: { top: 16, left: 840, width: 212, height: 40 },
      menu: { width: 300, height: 300 },
      viewport: { width: 1280, height: 800 },
    })
    expect(p).toEqual({ top: 64, left: 752, width: 300, maxHeight: 728, side: 'below' })
  })

  it('opens above a button in the phone’s bottom bar (issue 12 #1)', () => {
    const anchor = { top: 615, left: 75, width: 66, height: 40 }
    const p = placeMenu({
      anchor,
      menu: { width: 300, height: 330 },
      viewport: { width: 375, height: 667 },
    })
    expect(p.side).toBe('above')
    expect(p.top + 330).toBe(anchor.top - 8)
    inside(p, 375, 667, 330)
  })

  it('moves inwards and narrows to stay inside a 320 px screen', () => {
    const p = placeMenu({
      anchor: { top: 516, left: 20, width: 66, height: 40 },
      menu: { width: 340, height: 200 },
      viewport: { width: 320, height: 568 },
    })
    expect(p.width).toBe(304)
    expect(p.left).toBe(8)
    inside(p, 320, 568, 200)
  })

  it('limits the height to the larger room and lets the menu scroll', () => {
    const p = placeMenu({
      anchor: { top: 300, left: 100, width: 60, height: 40 },
      menu: { width: 200, height: 900 },
      viewport: { width: 400, height: 600 },
    })
    expect(p.side).toBe('above')
    expect(p.maxHeight).toBe(284)
    expect(p.top).toBe(8)
  })

  it('lines up with the button’s left edge right-to-left', () => {
    const p = placeMenu({
      anchor: { top: 16, left: 200, width: 100, height: 40 },
      menu: { width: 250, height: 100 },
      viewport: { width: 1280, height: 800 },
      rtl: true,
    })
    expect(p.left).toBe(200)
  })
})
