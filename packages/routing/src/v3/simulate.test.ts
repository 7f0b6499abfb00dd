import { CurrencyAmount } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { InvalidInputError, MathRevertError } from '../errors.ts'
import { createRng, type Rng } from '../testing/prng.ts'
import { sdkPool, sdkV3Quote, sdkV3Swap, toJsbi } from '../testing/sdk.ts'
import { poolFromPositions, randomV3Pool, sqrtPriceInside } from '../testing/v3Pools.ts'
import { simulateV3Swap, type V3SwapState } from './simulate.ts'
import { getSqrtRatioAtTick } from './tickMath.ts'

const HUGE = 10n ** 40n

/** How much the pool can take in / pay out in a direction before its price bound. */
function capacity(pool: V3SwapState, zeroForOne: boolean): { maxIn: bigint; maxOut: bigint } {
  const r = simulateV3Swap(pool, zeroForOne, HUGE)
  const [inp, out] = zeroForOne ? [r.amount0, -r.amount1] : [r.amount1, -r.amount0]
  return { maxIn: inp, maxOut: out }
}

/** Mostly inside the pool's depth, sometimes beyond it. */
function amountUpTo(rng: Rng, max: bigint): bigint {
  if (max <= 1n) return 1n
  const frac = rng.next() < 0.05 ? 1 + rng.next() : 10 ** (-7 * rng.next())
  const scaled = (max * BigInt(Math.floor(frac * 1e9))) / 1_000_000_000n
  return scaled < 1n ? 1n : scaled
}

function quoteOf(pool: V3SwapState, zeroForOne: boolean, amount: bigint): bigint {
  const r = simulateV3Swap(pool, zeroForOne, amount)
  if (amount > 0n) return zeroForOne ? -r.amount1 : -r.amount0
  return zeroForOne ? r.amount0 : r.amount1
}

describe('simulateV3Swap', () => {
  it('matches @uniswap/v3-sdk to the wei on 250 random pools (exact in and out, both ways)', async () => {
    const rng = createRng(2024)
    let exhausted = 0
    for (let i = 0; i < 250; i++) {
      const pool = randomV3Pool(rng)
      const zeroForOne = rng.next() < 0.5
      const exactIn = rng.next() < 0.5
      const cap = capacity(pool, zeroForOne)
      const amount = exactIn ? amountUpTo(rng, cap.maxIn) : -amountUpTo(rng, cap.maxOut)
      const ours = simulateV3Swap(pool, zeroForOne, amount)
      if (ours.insufficientLiquidity) exhausted++
      const sdk = await sdkV3Swap(pool, zeroForOne, amount)
      expect(quoteOf(pool, zeroForOne, amount), `case ${i}`).toBe(sdk.amount)
      expect(ours.sqrtPriceX96After, `case ${i}`).toBe(sdk.sqrtPriceX96After)
      expect(ours.tickAfter, `case ${i}`).toBe(sdk.tickAfter)
      expect(ours.liquidityAfter, `case ${i}`).toBe(sdk.liquidityAfter)
    }
    // The sample must include pools drained past their last tick, not only easy swaps.
    expect(exhausted).toBeGreaterThan(5)
  }, 60_000)

  it('agrees with the SDK for each tick spacing (fee 100/500/3000/10000 → spacing 1/10/60/200)', async () => {
    const rng = createRng(7)
    for (const fee of [100, 500, 3000, 10000]) {
      for (let i = 0; i < 15; i++) {
        const pool = randomV3Pool(rng, { fee, positions: 30 })
        expect(pool.tickSpacing).toBe({ 100: 1, 500: 10, 3000: 60, 10000: 200 }[fee])
        const zeroForOne = i % 2 === 0
        const amount = amountUpTo(rng, capacity(pool, zeroForOne).maxIn)
        expect(quoteOf(pool, zeroForOne, amount)).toBe(await sdkV3Quote(pool, zeroForOne, amount))
        const out = -amountUpTo(rng, capacity(pool, zeroForOne).maxOut)
        expect(quoteOf(pool, zeroForOne, out)).toBe(await sdkV3Quote(pool, zeroForOne, out))
      }
    }
  }, 60_000)

  it('crosses hundreds of initialized ticks and counts them', async () => {
    const rng = createRng(3)
    const positions = Array.from({ length: 300 }, (_, k) => ({
      tickLower: -6000 + 20 * k,
      tickUpper: -6000 + 20 * k + 10 * rng.int(1, 100),
      liquidity: rng.logUniform(15, 18),
    }))
    const pool = poolFromPositions({ fee: 500, sqrtPriceX96: sqrtPriceInside(rng, 3), positions })
    const amount = capacity(pool, true).maxIn / 2n
    const swap = simulateV3Swap(pool, true, amount)
    expect(swap.insufficientLiquidity).toBe(false)
    const crossed = pool.ticks.filter(
      (t) => t.index <= pool.tick && t.index > swap.tickAfter,
    ).length
    expect(swap.initializedTicksCrossed).toBe(crossed)
    expect(crossed).toBeGreaterThan(100)
    expect(-swap.amount1).toBe(await sdkV3Quote(pool, true, amount))
  })

  it('signals insufficient liquidity and reports the partial fill when the pool is drained', () => {
    const pool = poolFromPositions({
      fee: 3000,
      sqrtPriceX96: getSqrtRatioAtTick(0) + 1n,
      positions: [{ tickLower: -600, tickUpper: 600, liquidity: 10n ** 18n }],
    })
    const exactIn = simulateV3Swap(pool, true, 10n ** 30n)
    expect(exactIn.insufficientLiquidity).toBe(true)
    expect(exactIn.amountSpecifiedRemaining).toBe(10n ** 30n - exactIn.amount0)
    expect(exactIn.liquidityAfter).toBe(0n)
    const exactOut = simulateV3Swap(pool, false, -(10n ** 30n))
    expect(exactOut.insufficientLiquidity).toBe(true)
    expect(-exactOut.amount0).toBeLessThan(10n ** 30n)
    const fits = simulateV3Swap(pool, true, 10n ** 15n)
    expect(fits.insufficientLiquidity).toBe(false)
    expect(fits.amountSpecifiedRemaining).toBe(0n)
  })

  it('stops at an explicit price limit exactly where the SDK stops', async () => {
    const rng = createRng(5)
    for (let i = 0; i < 30; i++) {
      const pool = randomV3Pool(rng, { positions: 20 })
      const zeroForOne = i % 2 === 0
      const limitTick = pool.tick + (zeroForOne ? -1 : 1) * rng.int(1, 3000)
      const limit = getSqrtRatioAtTick(limitTick)
      const r = simulateV3Swap(pool, zeroForOne, HUGE, limit)
      expect(r.sqrtPriceX96After).toBe(limit)
      expect(r.insufficientLiquidity).toBe(true)
      const sdk = sdkPool(pool)
      const [out, after] = await sdk.getOutputAmount(
        CurrencyAmount.fromRawAmount(zeroForOne ? sdk.token0 : sdk.token1, HUGE.toString()),
        toJsbi(limit),
      )
      expect(BigInt(out.quotient.toString())).toBe(zeroForOne ? -r.amount1 : -r.amount0)
      expect(after.tickCurrent).toBe(r.tickAfter)
      expect(BigInt(after.liquidity.toString())).toBe(r.liquidityAfter)
    }
  })

  it('crosses a tick the price sits exactly on before moving (zeroForOne)', async () => {
    const pool = poolFromPositions({
      fee: 3000,
      sqrtPriceX96: getSqrtRatioAtTick(120),
      positions: [
        { tickLower: -600, tickUpper: 600, liquidity: 10n ** 18n },
        { tickLower: 120, tickUpper: 1200, liquidity: 5n * 10n ** 18n },
      ],
    })
    const r = simulateV3Swap(pool, true, 10n ** 15n)
    expect(r.initializedTicksCrossed).toBe(1)
    expect(r.liquidityAfter).toBe(10n ** 18n)
    expect(-r.amount1).toBe(await sdkV3Quote(pool, true, 10n ** 15n))
  })

  it('rejects a zero amount and a limit on the wrong side of the price, as the pool does', () => {
    const rng = createRng(9)
    const pool = randomV3Pool(rng)
    expect(() => simulateV3Swap(pool, true, 0n)).toThrow(InvalidInputError)
    expect(() => simulateV3Swap(pool, true, 1n, pool.sqrtPriceX96 + 1n)).toThrow(MathRevertError)
    expect(() => simulateV3Swap(pool, false, 1n, pool.sqrtPriceX96)).toThrow(MathRevertError)
  })
})
