import { describe, expect, it } from 'vitest'
import { isYoungTransaction, shouldCheck } from './shouldCheck'

const MINUTE = 60_000
const ADDED = 1_700_000_000_000
const at = (minutes: number) => ADDED + minutes * MINUTE
const tx = (lastCheckedBlockNumber?: number) => ({
  addedTime: ADDED,
  ...(lastCheckedBlockNumber === undefined ? {} : { lastCheckedBlockNumber }),
})

// The reference's cadence (issue 12 #15): every block for the first 5 minutes, > 2 blocks from 5
// to 60 minutes, > 9 blocks after 60 minutes; never twice at the same block.
describe('shouldCheck (receipt check cadence)', () => {
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

  it('within 5 minutes of creation: every block, so a receipt shows within one block', () => {
    expect(shouldCheck(101, tx(100), at(0))).toBe(true)
    expect(shouldCheck(101, tx(100), at(1))).toBe(true)
    expect(shouldCheck(101, tx(100), at(5))).toBe(true) // 5 minutes is still "within"
  })

  it('5 to 60 minutes: more than 2 blocks', () => {
    expect(shouldCheck(101, tx(100), at(5) + 1)).toBe(false)
    expect(shouldCheck(102, tx(100), at(30))).toBe(false)
    expect(shouldCheck(103, tx(100), at(30))).toBe(true)
    expect(shouldCheck(102, tx(100), at(60))).toBe(false) // 60 minutes is still "to 60"
    expect(shouldCheck(103, tx(100), at(60))).toBe(true)
  })

  it('after 60 minutes: more than 9 blocks', () => {
    expect(shouldCheck(101, tx(100), at(60) + 1)).toBe(false)
    expect(shouldCheck(109, tx(100), at(90))).toBe(false)
    expect(shouldCheck(110, tx(100), at(90))).toBe(true)
  })

  it('a transaction is young (checked every block) up to 5 minutes', () => {
    expect(isYoungTransaction(tx(), at(0))).toBe(true)
    expect(isYoungTransaction(tx(), at(5))).toBe(true)
    expect(isYoungTransaction(tx(), at(5) + 1)).toBe(false)
  })
})
