import { TickMath } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import type { TokenAmounts, V4PoolPrice, V4Range } from '../v4/v4Amounts'
import { amountsForLiquidity, liquidityForAmounts } from '../v4/v4Amounts'
import { changeRangeBlocked, changeRangePreview, priceBand } from './changeRange'

const at = (tick: number) => ({
  sqrtPriceX96: BigInt(TickMath.getSqrtRatioAtTick(tick).toString()),
  tick,
})
const position = { tickLower: -600, tickUpper: 600, liquidity: 10n ** 18n }
const fees = { amount0: 123n, amount1: 456n }
/** No buffer: the mint takes the most what came out buys (the exact-fit cases below). */
const exact = { slippageBps: 0, mintsBy: 'liquidity' } as const

describe('changeRangePreview', () => {
  it('removes all the liquidity, adds the fees, and refunds what the new range does not take', () => {
    const p = changeRangePreview({
      price: at(0),
      position,
      fees,
      range: { tickLower: -60, tickUpper: 1200 },
      ...exact,
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
      ...exact,
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
    const same = changeRangePreview({ price: at(0), position, fees, range: position, ...exact })
    expect(changeRangeBlocked({ position, range: position }, same)).toBe('sameRange')
    // All token0 (price below), the range below the price wants token1 alone.
    const below = { tickLower: -3000, tickUpper: -2400 }
    const none = changeRangePreview({
      price: at(-1000),
      position,
      fees: { amount0: 0n, amount1: 0n },
      range: below,
      ...exact,
    })
    expect(changeRangeBlocked({ position, range: below }, none)).toBe('noLiquidity')
    const fine = changeRangePreview({ price: at(0), position, fees, range: below, ...exact })
    expect(changeRangeBlocked({ position, range: below }, fine)).toBeUndefined()
  })
})

// The buffer against price moves: checked with v4Amounts' pool math alone, as the chain would run
// the change at a moved price. What comes out at price q: the removal there (rounded down) and
// the fees. v4's mint takes its fixed liquidity's amounts at q (rounded up); v3's mint works the
// liquidity out at q from `desired` (LiquidityAmounts) and takes that liquidity's amounts.
const outAt = (q: V4PoolPrice): TokenAmounts => {
  const r = amountsForLiquidity(q, position, position.liquidity, false)
  return { amount0: r.amount0 + fees.amount0, amount1: r.amount1 + fees.amount1 }
}
const takenAt = (
  q: V4PoolPrice,
  range: V4Range,
  p: ReturnType<typeof changeRangePreview>,
  by: 'amounts' | 'liquidity',
) =>
  by === 'liquidity'
    ? amountsForLiquidity(q, range, p.minted.liquidity, true)
    : liquidityForAmounts(q, range, p.desired)
const fits = (taken: TokenAmounts, out: TokenAmounts) =>
  taken.amount0 <= out.amount0 && taken.amount1 <= out.amount1
// 0.50 %: 49 ticks up is ×1.00491, 50 down ×0.99501, each just inside the tolerance.
const TOLERANCE = 50
const RANGES: V4Range[] = [
  { tickLower: -60, tickUpper: 1200 },
  { tickLower: -1200, tickUpper: 60 },
  { tickLower: -120, tickUpper: 120 },
  { tickLower: 30, tickUpper: 2400 },
]

/** The preview at tick 0 with the 0.50 % buffer. */
const buffered = (range: V4Range, mintsBy: 'amounts' | 'liquidity') =>
  changeRangePreview({ price: at(0), position, fees, range, slippageBps: TOLERANCE, mintsBy })

describe('changeRangePreview: the buffer against price moves (the user’s slippage tolerance)', () => {
  it('at the pool’s price the preview is still exact: the mint is the pool’s for its inputs, the rest refunded', () => {
    for (const mintsBy of ['amounts', 'liquidity'] as const)
      for (const range of RANGES) {
        const p = buffered(range, mintsBy)
        const full = changeRangePreview({ price: at(0), position, fees, range, ...exact })
        // A little less than the most, and the refunds hold the difference.
        expect(p.minted.liquidity, `${mintsBy} ${range.tickLower}`).toBeLessThan(
          full.minted.liquidity,
        )
        expect(p.minted.liquidity).toBeGreaterThan(0n)
        expect(p.minted).toEqual(
          mintsBy === 'amounts'
            ? liquidityForAmounts(at(0), range, p.desired)
            : {
                liquidity: p.minted.liquidity,
                ...amountsForLiquidity(at(0), range, p.minted.liquidity, true),
              },
        )
        const out = outAt(at(0))
        expect(p.refunds).toEqual({
          amount0: out.amount0 - p.minted.amount0,
          amount1: out.amount1 - p.minted.amount1,
        })
        expect(fits(p.desired, out)).toBe(true)
      }
  })

  it('at a price moved by just under the tolerance either way, the mint still fits in what came out', () => {
    for (const mintsBy of ['amounts', 'liquidity'] as const)
      for (const range of RANGES) {
        const p = buffered(range, mintsBy)
        for (const q of [at(49), at(-50), at(20), at(-20)]) {
          const taken = takenAt(q, range, p, mintsBy)
          const label = `${mintsBy} [${range.tickLower}, ${range.tickUpper}] @${q.tick}`
          expect(fits(taken, outAt(q)), label).toBe(true)
          // …and its slippage checks pass: the removal and v3's mint pay and take at least those.
          const paid = amountsForLiquidity(q, position, position.liquidity, false)
          expect(fits(p.minimums.removed, paid), label).toBe(true)
          if (mintsBy === 'amounts') expect(fits(p.minimums.minted, taken), label).toBe(true)
        }
      }
  })

  it('beyond the tolerance the slippage checks stop the change (a 1 % move)', () => {
    const range = RANGES[2] as V4Range
    const p = buffered(range, 'amounts')
    const [down, up] = [at(-100), at(100)]
    const paid = (q: V4PoolPrice) => amountsForLiquidity(q, position, position.liquidity, false)
    expect(fits(p.minimums.removed, paid(down)) && fits(p.minimums.removed, paid(up))).toBe(false)
    expect(fits(p.minimums.minted, takenAt(down, range, p, 'amounts'))).toBe(false)
  })

  it('without the buffer the same moves would not fit (v4: the mint would owe more than came out)', () => {
    const misfits = RANGES.flatMap((range) => {
      const p = changeRangePreview({ price: at(0), position, fees, range, ...exact })
      return [at(49), at(-50)].filter((q) => !fits(takenAt(q, range, p, 'liquidity'), outAt(q)))
    })
    expect(misfits.length).toBeGreaterThan(0)
  })

  it('a one-sided position moved to a range just above the price still mints (a move into the range, which would need the other token, reverts instead)', () => {
    const oneSided = { tickLower: 600, tickUpper: 1800, liquidity: 10n ** 18n }
    const zero = { amount0: 0n, amount1: 0n }
    const range = { tickLower: 30, tickUpper: 1200 }
    const p = changeRangePreview({
      price: at(0),
      position: oneSided,
      fees: zero,
      range,
      slippageBps: TOLERANCE,
      mintsBy: 'liquidity',
    })
    expect(p.removed.amount1).toBe(0n)
    expect(p.minted.liquidity).toBeGreaterThan(0n)
    expect(p.minted.amount1).toBe(0n)
    // Down to the band's low end the price stays below the range: the same ETH-only mint fits.
    const q = at(-50)
    const out = amountsForLiquidity(q, oneSided, oneSided.liquidity, false)
    expect(fits(amountsForLiquidity(q, range, p.minted.liquidity, true), out)).toBe(true)
  })

  it('the band is the tolerance either side of the price, widened by a unit', () => {
    const { low, high } = priceBand(at(0), TOLERANCE)
    const p = at(0).sqrtPriceX96
    // (√(1 ± s))² within a part in 10¹⁵ of 1 ± s.
    const ratio = (x: bigint) => Number((x * x * 10n ** 15n) / (p * p)) / 1e15
    expect(ratio(low.sqrtPriceX96)).toBeCloseTo(0.995, 12)
    expect(ratio(high.sqrtPriceX96)).toBeCloseTo(1.005, 12)
    expect([low.tick, high.tick]).toEqual([-51, 49])
  })
})
