import { describe, expect, it } from 'vitest'
import { countdown, formatCountdown } from './countdown'

describe('the rewards countdown (spec 02 §4)', () => {
  it('counts to the start before the genesis', () => {
    expect(countdown(100, 160, 1000)).toEqual({ phase: 'begin', remaining: 60 })
  })
  it('has not begun while the pool was never notified (periodFinish 0), even after the genesis', () => {
    expect(countdown(100, 160, 0)).toEqual({ phase: 'begin', remaining: 60 })
    expect(countdown(200, 160, 0)).toEqual({ phase: 'begin', remaining: 0 })
  })
  it('counts to the end while the period runs', () => {
    expect(countdown(500, 160, 1000)).toEqual({ phase: 'end', remaining: 500 })
    expect(countdown(160, 160, 1000).phase).toBe('end')
  })
  it('has ended at and after periodFinish', () => {
    expect(countdown(1000, 160, 1000)).toEqual({ phase: 'ended', remaining: 0 })
    expect(countdown(5000, 160, 1000).phase).toBe('ended')
  })
  it('formats as days:hours:minutes:seconds', () => {
    expect(formatCountdown(0)).toBe('0:00:00:00')
    expect(formatCountdown(59)).toBe('0:00:00:59')
    expect(formatCountdown(7 * 86400 + 3 * 3600 + 4 * 60 + 5)).toBe('7:03:04:05')
    expect(formatCountdown(60 * 86400)).toBe('60:00:00:00')
  })
})
