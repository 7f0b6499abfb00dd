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
  it('writes days, hours, minutes and seconds with their units (issue 34 #11)', () => {
    // It read '59:23:48:04', with nothing to say which figure was which.
    expect(formatCountdown(0)).toBe('0d 00h 00m 00s')
    expect(formatCountdown(59)).toBe('0d 00h 00m 59s')
    expect(formatCountdown(7 * 86400 + 3 * 3600 + 4 * 60 + 5)).toBe('7d 03h 04m 05s')
    expect(formatCountdown(60 * 86400)).toBe('60d 00h 00m 00s')
  })
  it("writes the units in the user's language", () => {
    expect(formatCountdown(59 * 86400 + 3 * 3600 + 48 * 60 + 4, 'de-DE')).toBe(
      '59 T 03h 48 Min. 04 Sek.',
    )
  })
})
