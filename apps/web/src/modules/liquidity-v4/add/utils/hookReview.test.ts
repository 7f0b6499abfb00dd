import { describe, expect, it } from 'vitest'
import { hookReview } from './hookReview'

describe('hookReview', () => {
  it('has nothing to review for a pool without a hook', () => {
    expect(hookReview('0x0000000000000000000000000000000000000000')).toBeUndefined()
  })

  it('reads the devnet fee-taking hook (0x…0044): afterSwap and afterSwapReturnsDelta, a share of swaps', () => {
    const review = hookReview('0x7d00000000000000000000000000000000040044')
    expect(review?.permissions).toEqual(['afterSwap', 'afterSwapReturnsDelta'])
    expect(review?.takesSwaps).toBe(true)
    expect(review?.takesLiquidity).toBe(false)
  })

  it('reads the dynamic-fee hook (0x…1080): afterInitialize and beforeSwap, no share of anything', () => {
    const review = hookReview('0x7d00000000000000000000000000000000081080')
    expect(review?.permissions).toEqual(['afterInitialize', 'beforeSwap'])
    expect(review?.takesSwaps).toBe(false)
    expect(review?.takesLiquidity).toBe(false)
  })

  it('reads all 14 bits in Hooks.sol order, and no bit above them', () => {
    const all = hookReview('0xffffffffffffffffffffffffffffffffffff3fff')
    expect(all?.permissions).toHaveLength(14)
    expect(all?.permissions[0]).toBe('beforeInitialize')
    expect(all?.permissions[13]).toBe('afterRemoveLiquidityReturnsDelta')
    expect(hookReview('0xffffffffffffffffffffffffffffffffffffc000')?.permissions).toEqual([])
  })

  it('warns of a share of liquidity for either liquidity ReturnDelta bit', () => {
    expect(hookReview('0x0000000000000000000000000000000000000001')?.takesLiquidity).toBe(true)
    expect(hookReview('0x0000000000000000000000000000000000000002')?.takesLiquidity).toBe(true)
    expect(hookReview('0x0000000000000000000000000000000000000008')?.takesSwaps).toBe(true)
  })
})
