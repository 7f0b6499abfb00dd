import { describe, expect, it } from 'vitest'
import { L2_DEADLINE_SECONDS, transactionDeadlineSeconds } from './deadline'

describe('transactionDeadlineSeconds', () => {
  it("uses the user's deadline on an L1", () => {
    expect(transactionDeadlineSeconds('L1', 1800)).toBe(1800)
    expect(transactionDeadlineSeconds('L1', 60)).toBe(60)
  })

  it('uses 300 s on an L2 whatever the user chose', () => {
    expect(L2_DEADLINE_SECONDS).toBe(300)
    expect(transactionDeadlineSeconds('L2', 1800)).toBe(300)
    expect(transactionDeadlineSeconds('L2', 259_200)).toBe(300)
  })
})
