import { describe, expect, it } from 'vitest'
import { shouldCheck } from './shouldCheck'

const MINUTE = 60_000
const ADDED = 1_700_000_000_000
const at = (minutes: number) => ADDED + minutes * MINUTE
const tx = (lastCheckedBlockNumber?: number) => ({
  addedTime: ADDED,
  ...(lastCheckedBlockNumber === undefined ? {} : { lastCheckedBlockNumber }),
})

// spec 01 §4: "re-checked when at least 1 block has passed and: within 5 minutes of creation,
// more than 2 blocks; 5 to 60 minutes, at least 1 block; after 60 minutes, more than 9 blocks."
describe('shouldCheck (spec 01 §4 cadence)', () => {
  it('checks a transaction never checked at once', () => {
    expect(shouldCheck(100, tx(), at(0))).toBe(true)
    expect(shouldCheck(100, tx(), at(120))).toBe(true)
  })

  it('never checks twice at the same block (or an older one)', () => {
    expect(shouldCheck(100, tx(100), at(10))).toBe(false)
    expect(shouldCheck(99, tx(100), at(10))).toBe(false)
    expect(shouldCheck(100, tx(100), at(1))).toBe(false)
    expect(shouldCheck(100, tx(100), at(61))).toBe(false)
  })

  it('within 5 minutes of creation: more than 2 blocks', () => {
    expect(shouldCheck(101, tx(100), at(1))).toBe(false)
    expect(shouldCheck(102, tx(100), at(1))).toBe(false)
    expect(shouldCheck(103, tx(100), at(1))).toBe(true)
    expect(shouldCheck(102, tx(100), at(5))).toBe(false) // 5 minutes is still "within"
    expect(shouldCheck(103, tx(100), at(5))).toBe(true)
  })

  it('5 to 60 minutes: at least 1 block', () => {
    expect(shouldCheck(101, tx(100), at(5) + 1)).toBe(true)
    expect(shouldCheck(101, tx(100), at(30))).toBe(true)
    expect(shouldCheck(101, tx(100), at(60))).toBe(true) // 60 minutes is still "to 60"
  })

  it('after 60 minutes: more than 9 blocks', () => {
    expect(shouldCheck(101, tx(100), at(60) + 1)).toBe(false)
    expect(shouldCheck(109, tx(100), at(90))).toBe(false)
    expect(shouldCheck(110, tx(100), at(90))).toBe(true)
  })
})
