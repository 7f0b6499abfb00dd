import { describe, expect, it } from 'vitest'
import { dragVelocity, shouldDismissSheet } from './sheetDrag'

describe('bottom sheet drag', () => {
  it('dismisses when dragged beyond 300 px', () => {
    expect(shouldDismissSheet({ offsetY: 301, velocity: 0 })).toBe(true)
    expect(shouldDismissSheet({ offsetY: 300, velocity: 0 })).toBe(false)
  })

  it('dismisses a short downward flick faster than 3 px/ms', () => {
    expect(shouldDismissSheet({ offsetY: 40, velocity: 3.5 })).toBe(true)
    expect(shouldDismissSheet({ offsetY: 40, velocity: 3 })).toBe(false)
  })

  it('does not dismiss a fast flick that ends above where it started', () => {
    expect(shouldDismissSheet({ offsetY: -10, velocity: 4 })).toBe(false)
  })

  it('measures velocity over the most recent samples only', () => {
    const samples = [
      { y: 0, t: 0 },
      { y: 10, t: 500 },
      { y: 60, t: 540 },
      { y: 210, t: 590 },
    ]
    expect(dragVelocity(samples)).toBeCloseTo(200 / 90)
    expect(dragVelocity([{ y: 5, t: 1 }])).toBe(0)
    expect(dragVelocity([])).toBe(0)
  })
})
