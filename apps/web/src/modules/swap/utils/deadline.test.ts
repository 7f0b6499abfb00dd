import { describe, expect, it } from 'vitest'
import { L2_DEADLINE_SECONDS, swapDeadlineSeconds } from './deadline'

describe('swapDeadlineSeconds', () => {
  it("uses the user's deadline on an L1", () => {
    expect(swapDeadlineSeconds('L1', 1800)).toBe(1800)
    expect(swapDeadlineSeconds('L1', 60)).toBe(60)
  })

  it('uses 300 s on an L2 whatever the user chose', () => {
    expect(L2_DEADLINE_SECONDS).toBe(300)
    expect(swapDeadlineSeconds('L2', 1800)).toBe(300)
    expect(swapDeadlineSeconds('L2', 259_200)).toBe(300)
  })
})
