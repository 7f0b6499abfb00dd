import { Pool, TickMath } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import { TKA, TKB, USDC, WETH } from '../../../../lib/testTokens'
import { dependentAmount, lockedSides, mintAmounts } from './deposit'

const Q96 = 2n ** 96n
const sqrtAt = (tick: number): bigint => BigInt(TickMath.getSqrtRatioAtTick(tick).toString())
const poolAt = (
  a: typeof TKA,
  b: typeof TKB,
  fee: 500 | 3000,
  sqrtPrice: bigint,
  tick: number,
): Pool => new Pool(a, b, fee, sqrtPrice.toString(), '1000000000000000000', tick)

// TKA/TKB at price 1: sqrtPriceX96 = 2^96, tick 0.
const parity = poolAt(TKA, TKB, 3000, Q96, 0)
const ONE = 10n ** 18n

describe('lockedSides (spec 02 §5: a side is disabled when the range is wholly on the other side)', () => {
  it('locks nothing for a range around the price', () => {
    expect(lockedSides(parity, { tickLower: -60, tickUpper: 60 })).toEqual({
      token0: false,
      token1: false,
    })
  })
  it('locks token1 for a range above the price (the position is all token0)', () => {
    expect(lockedSides(parity, { tickLower: 60, tickUpper: 120 })).toEqual({
      token0: false,
      token1: true,
    })
  })
  it('locks token0 for a range below the price (the position is all token1)', () => {
    expect(lockedSides(parity, { tickLower: -120, tickUpper: -60 })).toEqual({
      token0: true,
      token1: false,
    })
  })
  it('treats a price exactly on a bound as outside, as the pool mints it', () => {
    expect(lockedSides(parity, { tickLower: 0, tickUpper: 60 })).toEqual({
      token0: false,
      token1: true,
    })
    expect(lockedSides(parity, { tickLower: -60, tickUpper: 0 })).toEqual({
      token0: true,
      token1: false,
    })
  })
  it('locks nothing for an invalid range', () => {
    expect(lockedSides(parity, { tickLower: 60, tickUpper: -60 })).toEqual({
      token0: false,
      token1: false,
    })
  })
})

describe('dependentAmount (exact to the wei)', () => {
  const range = { tickLower: -60, tickUpper: 60 }
  it('follows the periphery formulas by hand', () => {
    // LiquidityAmounts.getLiquidityForAmount0(sqrtP, sqrtB, a0) = a0 · (sqrtP·sqrtB / Q96) / (sqrtB − sqrtP);
    // SqrtPriceMath.getAmount1Delta rounded up = ceil(L · (sqrtP − sqrtA) / Q96).
    const [sA, sP, sB] = [sqrtAt(-60), Q96, sqrtAt(60)]
    const liquidity = (ONE * ((sP * sB) / Q96)) / (sB - sP)
    const amount1 = (liquidity * (sP - sA) + Q96 - 1n) / Q96
    expect(dependentAmount({ pool: parity, range, side: 'token0', amount: ONE })).toBe(amount1)
  })
  it('is about the same amount for a range symmetric around price 1', () => {
    const other = dependentAmount({ pool: parity, range, side: 'token0', amount: ONE }) ?? 0n
    expect(other - ONE < 10n && ONE - other < 10n).toBe(true)
  })
  it('makes the typed side the binding one: the mint takes the dependent amount exactly', () => {
    const other = dependentAmount({ pool: parity, range, side: 'token0', amount: ONE }) ?? 0n
    const minted = mintAmounts(parity, range, { amount0: ONE, amount1: other })
    expect(minted.amount1).toBe(other)
    expect(minted.amount0 <= ONE && ONE - minted.amount0 < 2n).toBe(true)
  })
  it('works from token1 too, with USDC(6)/WETH(18) near 2000 USDC per WETH', () => {
    // tick 200311: 10^12 / 1.0001^200311 = 2000.04 USDC per WETH; USDC is token0
    const pool = poolAt(USDC, WETH, 500, sqrtAt(200311) + 1n, 200311)
    const wide = { tickLower: 198080, tickUpper: 203190 }
    const usdc = dependentAmount({ pool, range: wide, side: 'token1', amount: ONE }) ?? 0n
    // By hand, in floats: L = 10^18 / (√P − √Pa), USDC = L · (1/√P − 1/√Pb) with √x = 1.0001^(tick/2)
    // gives 2540.36 USDC: the range 1500–2500 reaches further below 2000 than above it.
    expect(usdc > 2_540_360_000n && usdc < 2_540_361_000n).toBe(true)
    const minted = mintAmounts(pool, wide, { amount0: usdc, amount1: ONE })
    expect(minted.amount0).toBe(usdc)
  })
  it('is 0 when the other side is locked, undefined when the typed side is', () => {
    const above = { tickLower: 60, tickUpper: 120 }
    expect(dependentAmount({ pool: parity, range: above, side: 'token0', amount: ONE })).toBe(0n)
    expect(
      dependentAmount({ pool: parity, range: above, side: 'token1', amount: ONE }),
    ).toBeUndefined()
    expect(
      dependentAmount({
        pool: parity,
        range: { tickLower: 60, tickUpper: 60 },
        side: 'token0',
        amount: ONE,
      }),
    ).toBeUndefined()
  })
})
