import { describe, expect, it } from 'vitest'
import { LIQUIDITY_PERMIT, permitRequest, SWAP_PERMIT } from './permitRequest'

describe('permitRequest: the permit kinds and deadline an approval may use', () => {
  it("the swap: EIP-2612 only, for the user's deadline (the L2's 300 s on a rollup)", () => {
    expect(permitRequest(SWAP_PERMIT, 'L1', 1800)).toEqual({
      kinds: ['AMOUNT'],
      deadlineSeconds: 1800,
    })
    expect(permitRequest(SWAP_PERMIT, 'L2', 1800).deadlineSeconds).toBe(300)
  })
  it('liquidity and staking: both kinds, chain time + 1200 s (spec 02 §9)', () => {
    expect(permitRequest(LIQUIDITY_PERMIT, 'L1', 1800)).toEqual({
      kinds: ['AMOUNT', 'ALLOWED'],
      deadlineSeconds: 1200,
    })
  })
  it('no permit: on-chain approval only', () => {
    expect(permitRequest(false, 'L1', 1800).kinds).toEqual([])
  })
})
