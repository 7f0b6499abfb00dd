import { describe, expect, it } from 'vitest'
import { earnedAt, individualRate, weeklyRate } from './rewards'

describe('reward-rate maths (spec 02 §3, §9)', () => {
  it('the weekly rate is the per-second rate times 604800', () => {
    expect(weeklyRate(1n)).toBe(604_800n)
    expect(weeklyRate(165_343_915_343_915n)).toBe(165_343_915_343_915n * 604_800n)
  })
  it("the account's rate is its share of the pool's, rounded down", () => {
    expect(individualRate(1000n, 1n, 3n)).toBe(333n)
    expect(individualRate(1000n, 3n, 3n)).toBe(1000n)
    expect(individualRate(1000n, 0n, 3n)).toBe(0n)
    expect(individualRate(1000n, 0n, 0n)).toBe(0n)
  })
  it('unclaimed rewards tick up by the rate each second since the read', () => {
    expect(earnedAt(50n, 7n, 100, 100, 1000)).toBe(50n)
    expect(earnedAt(50n, 7n, 100, 103.9, 1000)).toBe(71n)
  })
  it('stop at periodFinish, and never go back before the read', () => {
    expect(earnedAt(50n, 7n, 100, 5000, 110)).toBe(120n)
    expect(earnedAt(50n, 7n, 200, 5000, 110)).toBe(50n)
    expect(earnedAt(50n, 7n, 100, 90, 1000)).toBe(50n)
  })
})
