import { describe, expect, it } from 'vitest'
import { amountsForLiquidity } from '../v4/v4Amounts'
import { inV4Order, migrateV4Preview } from './migrateV4Preview'

// Raw price 1 (tick 0) on both pools, the v4 one slightly above.
const Q96 = 1n << 96n
const v3Price = { sqrtPriceX96: Q96, tick: 0 }
const v4Price = { sqrtPriceX96: (Q96 * 1_001n) / 1_000n, tick: 19 }
const position = { tickLower: -600, tickUpper: 600, liquidity: 10n ** 18n }
const fees = { amount0: 1_234n, amount1: 5_678n }

describe('migrateV4Preview', () => {
  it('takes all the v3 liquidity out at the v3 price (rounded down) with its fees', () => {
    const p = migrateV4Preview({
      v3: { price: v3Price, position, fees },
      v4: { price: v4Price, range: { tickLower: -60, tickUpper: 60 } },
      flipped: false,
    })
    const out = amountsForLiquidity(v3Price, position, position.liquidity, false)
    expect(p.removed).toEqual({ liquidity: position.liquidity, ...out })
    expect(p.available).toEqual({
      amount0: out.amount0 + fees.amount0,
      amount1: out.amount1 + fees.amount1,
    })
  })

  it('mints at the v4 price what the amounts buy, each side at most what came out, and refunds the rest', () => {
    const p = migrateV4Preview({
      v3: { price: v3Price, position, fees },
      v4: { price: v4Price, range: { tickLower: -60, tickUpper: 60 } },
      flipped: false,
    })
    expect(p.minted.liquidity).toBeGreaterThan(0n)
    expect(p.minted.amount0).toBeLessThanOrEqual(p.available.amount0)
    expect(p.minted.amount1).toBeLessThanOrEqual(p.available.amount1)
    expect(p.minted).toEqual({
      liquidity: p.minted.liquidity,
      ...amountsForLiquidity(v4Price, { tickLower: -60, tickUpper: 60 }, p.minted.liquidity, true),
    })
    expect(p.refunds).toEqual({
      amount0: p.available.amount0 - p.minted.amount0,
      amount1: p.available.amount1 - p.minted.amount1,
    })
    // The price moved up in v4: one side is left over.
    expect(p.refunds.amount0 + p.refunds.amount1).toBeGreaterThan(0n)
  })

  it('swaps the sides into the v4 order when WETH moves to native ETH from token1', () => {
    const args = {
      v3: { price: v3Price, position, fees },
      v4: { price: v3Price, range: { tickLower: -600, tickUpper: 600 } },
    }
    const straight = migrateV4Preview({ ...args, flipped: false })
    const flipped = migrateV4Preview({ ...args, flipped: true })
    expect(flipped.removed).toEqual(straight.removed)
    expect(flipped.available).toEqual(inV4Order(straight.available, true))
    expect(flipped.available.amount0).toBe(straight.available.amount1)
  })

  it('refunds everything of a side a range above the v4 price cannot take', () => {
    const p = migrateV4Preview({
      v3: { price: v3Price, position, fees },
      v4: { price: v3Price, range: { tickLower: 600, tickUpper: 1200 } },
      flipped: false,
    })
    expect(p.minted.amount1).toBe(0n)
    expect(p.refunds.amount1).toBe(p.available.amount1)
  })
})
