import { describe, expect, it } from 'vitest'
import {
  fullRangeTicks,
  isFullRange,
  isInvalidRange,
  isOutOfRange,
  maxUsableTick,
  minUsableTick,
  roundToUsableTick,
  stepTick,
  tickAtLimit,
} from './ticks'

// MIN_TICK = -887272, MAX_TICK = 887272; the usable limit is the largest multiple of the spacing
// inside them: 887272 / 60 = 14787.8 → 14787 × 60 = 887220; / 200 = 4436.36 → 887200.
describe('usable tick limits', () => {
  it('are the extreme multiples of each spacing inside MIN_TICK and MAX_TICK', () => {
    expect([minUsableTick(100), maxUsableTick(100)]).toEqual([-887272, 887272])
    expect([minUsableTick(500), maxUsableTick(500)]).toEqual([-887270, 887270])
    expect([minUsableTick(3000), maxUsableTick(3000)]).toEqual([-887220, 887220])
    expect([minUsableTick(10000), maxUsableTick(10000)]).toEqual([-887200, 887200])
  })
})

describe('roundToUsableTick (spec 02 §5: round to spacing, clamp to min and max)', () => {
  it('rounds to the nearest multiple of the spacing', () => {
    expect(roundToUsableTick(29, 3000)).toBe(0)
    expect(roundToUsableTick(31, 3000)).toBe(60)
    expect(roundToUsableTick(195_000, 10000)).toBe(195_000)
    expect(roundToUsableTick(195_099, 10000)).toBe(195_000)
    expect(roundToUsableTick(195_100, 10000)).toBe(195_200)
  })
  it('rounds half-way up at negative ticks and never yields -0', () => {
    expect(roundToUsableTick(-29, 3000)).toBe(0)
    expect(roundToUsableTick(-30, 3000)).toBe(0)
    expect(roundToUsableTick(-31, 3000)).toBe(-60)
    expect(roundToUsableTick(-90, 3000)).toBe(-60)
    expect(roundToUsableTick(-91, 3000)).toBe(-120)
    expect(roundToUsableTick(-201_305, 500)).toBe(-201_300)
    expect(roundToUsableTick(-201_306, 500)).toBe(-201_310)
  })
  it('clamps beyond the usable limits, including beyond MIN_TICK and MAX_TICK', () => {
    expect(roundToUsableTick(-887_250, 3000)).toBe(-887_220)
    expect(roundToUsableTick(887_260, 3000)).toBe(887_220)
    expect(roundToUsableTick(-10_000_000, 10000)).toBe(-887_200)
    expect(roundToUsableTick(10_000_000, 100)).toBe(887_272)
  })
})

describe('stepTick (the range steppers)', () => {
  it('moves by one tick spacing', () => {
    expect(stepTick(0, 3000, 'up')).toBe(60)
    expect(stepTick(0, 3000, 'down')).toBe(-60)
    expect(stepTick(-201_300, 500, 'down')).toBe(-201_310)
  })
  it('stops at the usable limits', () => {
    expect(stepTick(887_220, 3000, 'up')).toBe(887_220)
    expect(stepTick(-887_220, 3000, 'down')).toBe(-887_220)
  })
})

describe('full range', () => {
  it('spans the usable limits of the tier', () => {
    expect(fullRangeTicks(3000)).toEqual({ tickLower: -887_220, tickUpper: 887_220 })
    expect(isFullRange({ tickLower: -887_220, tickUpper: 887_220 }, 3000)).toBe(true)
    expect(isFullRange({ tickLower: -887_220, tickUpper: 887_160 }, 3000)).toBe(false)
    expect(isFullRange(fullRangeTicks(500), 3000)).toBe(false)
  })
  it('marks a bound at a limit so its handle shows 0 or ∞', () => {
    expect(tickAtLimit(-887_220, 3000)).toBe('lower')
    expect(tickAtLimit(887_220, 3000)).toBe('upper')
    expect(tickAtLimit(0, 3000)).toBeUndefined()
  })
})

describe('range checks (spec 02 §5, §4 position badge)', () => {
  it('is invalid when the lower tick is at or above the upper tick', () => {
    expect(isInvalidRange({ tickLower: 60, tickUpper: 60 })).toBe(true)
    expect(isInvalidRange({ tickLower: 120, tickUpper: 60 })).toBe(true)
    expect(isInvalidRange({ tickLower: -60, tickUpper: 60 })).toBe(false)
  })
  it('is in range from the lower tick inclusive to the upper tick exclusive', () => {
    const range = { tickLower: -60, tickUpper: 60 }
    expect(isOutOfRange(range, -60)).toBe(false)
    expect(isOutOfRange(range, 59)).toBe(false)
    expect(isOutOfRange(range, 60)).toBe(true)
    expect(isOutOfRange(range, -61)).toBe(true)
  })
})
