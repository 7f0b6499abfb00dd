import { describe, expect, it } from 'vitest'
import { positionStatus } from './positionStatus'

const range = { tickLower: -60, tickUpper: 60 }

describe('positionStatus (spec 02 §4 Position badge)', () => {
  it('is closed when the liquidity is zero, wherever the price is', () => {
    expect(positionStatus({ ...range, liquidity: 0n, tickCurrent: 0 })).toBe('closed')
  })
  it('is in range from the lower tick up to, not including, the upper tick', () => {
    expect(positionStatus({ ...range, liquidity: 1n, tickCurrent: -60 })).toBe('inRange')
    expect(positionStatus({ ...range, liquidity: 1n, tickCurrent: 59 })).toBe('inRange')
    expect(positionStatus({ ...range, liquidity: 1n, tickCurrent: 60 })).toBe('outOfRange')
    expect(positionStatus({ ...range, liquidity: 1n, tickCurrent: -61 })).toBe('outOfRange')
  })
})
