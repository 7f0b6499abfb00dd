import { TickMath } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import { changeRangeBlocked, changeRangePreview } from './changeRange'

const at = (tick: number) => ({
  sqrtPriceX96: BigInt(TickMath.getSqrtRatioAtTick(tick).toString()),
  tick,
})
const position = { tickLower: -600, tickUpper: 600, liquidity: 10n ** 18n }
const fees = { amount0: 123n, amount1: 456n }

describe('changeRangePreview', () => {
  it('removes all the liquidity, adds the fees, and refunds what the new range does not take', () => {
    const p = changeRangePreview({
      price: at(0),
      position,
      fees,
      range: { tickLower: -60, tickUpper: 1200 },
    })
    expect(p.removed.liquidity).toBe(position.liquidity)
    expect(p.minted.liquidity).toBeGreaterThan(0n)
    expect(p.refunds.amount0).toBe(p.removed.amount0 + 123n - p.minted.amount0)
    expect(p.refunds.amount1).toBe(p.removed.amount1 + 456n - p.minted.amount1)
    // The range is asymmetric around the price: one side limits the liquidity (a rounding's
    // worth comes back), a real share of the other comes back.
    const [small, large] = [p.refunds.amount0, p.refunds.amount1].sort((x, y) => (x < y ? -1 : 1))
    expect(small).toBeLessThan(10n)
    expect(large).toBeGreaterThan(10n ** 15n)
    expect(p.refunds.amount0 >= 0n && p.refunds.amount1 >= 0n).toBe(true)
  })

  it('moves a position wholly of token0 into a range above the price, token0 alone', () => {
    const p = changeRangePreview({
      price: at(-1000),
      position,
      fees: { amount0: 0n, amount1: 0n },
      range: { tickLower: 0, tickUpper: 2400 },
    })
    expect(p.removed.amount1).toBe(0n)
    expect(p.minted.amount1).toBe(0n)
    // Rounded up, the mint takes at most what came out.
    expect(p.refunds.amount0).toBeGreaterThanOrEqual(0n)
    expect(p.refunds.amount0).toBeLessThan(10n)
  })
})

describe('changeRangeBlocked', () => {
  it('says why nothing can be sent: the same range, or one the amounts buy nothing in', () => {
    const same = changeRangePreview({ price: at(0), position, fees, range: position })
    expect(changeRangeBlocked({ position, range: position }, same)).toBe('sameRange')
    // All token0 (price below), the range below the price wants token1 alone.
    const below = { tickLower: -3000, tickUpper: -2400 }
    const none = changeRangePreview({
      price: at(-1000),
      position,
      fees: { amount0: 0n, amount1: 0n },
      range: below,
    })
    expect(changeRangeBlocked({ position, range: below }, none)).toBe('noLiquidity')
    const fine = changeRangePreview({ price: at(0), position, fees, range: below })
    expect(changeRangeBlocked({ position, range: below }, fine)).toBeUndefined()
  })
})
