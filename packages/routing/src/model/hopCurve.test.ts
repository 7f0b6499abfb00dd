import { describe, expect, it } from 'vitest'
import { InsufficientLiquidityError, InvalidInputError } from '../errors.ts'
import { hopExactIn, hopExactOut } from '../graph/hop.ts'
import type { Pool } from '../graph/types.ts'
import { randomGraph } from '../testing/graphs.ts'
import { createRng } from '../testing/prng.ts'
import { randomV3Pool } from '../testing/v3Pools.ts'
import { simulateV3Swap } from '../v3/simulate.ts'
import { type CurvePoint, hopCurve } from './hopCurve.ts'

const at: CurvePoint = { value: 0, slope: 0 }

function relErr(a: number, b: number): number {
  return Math.abs(a - b) / Math.max(Math.abs(b), 1)
}

/**
 * The exact math floors or ceils every step (and a swap across many ticks and word boundaries
 * has many), so a few wei per step separate it from the continuous curve: 1e-9 relative plus
 * 10^4 wei absolute covers that with room, and anything systematic would be far larger.
 */
function close(model: number, exact: bigint): boolean {
  return Math.abs(model - Number(exact)) <= 1e-9 * Number(exact) + 1e4
}

function samplePools(seed: number): Pool[] {
  const rng = createRng(seed)
  const pools: Pool[] = randomGraph(rng, { tokens: 4, pools: 30, v2Share: 0.4 })
  for (let i = 0; i < 30; i++) pools.push(randomV3Pool(rng))
  return pools
}

describe('hop curves (float model)', () => {
  it('follow the exact quotes within 1e-9 (plus wei rounding) for exact input and exact output (1200 cases)', () => {
    const rng = createRng(77)
    let checked = 0
    for (const pool of samplePools(76)) {
      for (const tokenIn of [pool.token0, pool.token1]) {
        const curve = hopCurve(pool, tokenIn)
        for (let k = 0; k < 10; k++) {
          const x = 10 ** (8 + rng.next() * 14)
          curve.forward(x, at)
          const exact = (() => {
            try {
              return hopExactIn(pool, tokenIn, BigInt(Math.floor(x))).amountOut
            } catch (e) {
              if (e instanceof InsufficientLiquidityError || e instanceof InvalidInputError)
                return undefined
              throw e
            }
          })()
          if (exact !== undefined && exact > 10n ** 6n) {
            expect(close(at.value, exact), `${at.value} vs ${exact}`).toBe(true)
            checked++
          }
          const y = at.value * rng.next()
          if (y < 1e6) continue
          curve.backward(y, at)
          const exactIn = hopExactOut(pool, tokenIn, BigInt(Math.floor(y))).amountIn
          expect(close(at.value, exactIn), `${at.value} vs ${exactIn}`).toBe(true)
          checked++
        }
      }
    }
    expect(checked).toBeGreaterThan(1200)
  })

  it('gives the marginal rate the exact quotes show over a small step', () => {
    const rng = createRng(78)
    let checked = 0
    let saturated = 0
    for (const pool of samplePools(79)) {
      const tokenIn = rng.next() < 0.5 ? pool.token0 : pool.token1
      const curve = hopCurve(pool, tokenIn)
      const x = 10 ** (12 + rng.next() * 6)
      curve.forward(x, at)
      if (at.slope === 0) {
        // The model says the direction is drained at x: the exact swap must agree.
        expect(() => hopExactIn(pool, tokenIn, BigInt(Math.floor(x)))).toThrow(
          InsufficientLiquidityError,
        )
        saturated++
        continue
      }
      checked++
      const slope = at.slope
      const h = x * 1e-4
      const q = (v: number): number =>
        Number(hopExactIn(pool, tokenIn, BigInt(Math.floor(v))).amountOut)
      const fd = (q(x + h) - q(x - h)) / (2 * h)
      expect(relErr(fd, slope) < 1e-3 || Math.abs(fd - slope) < 1e-9).toBe(true)
    }
    expect(checked).toBeGreaterThan(40)
    expect(saturated).toBeLessThan(15)
  })

  it('reports a drained v3 direction as saturated going forward and unreachable going back', () => {
    const rng = createRng(80)
    const pool = randomV3Pool(rng, { positions: 3 })
    const r = simulateV3Swap(pool, true, 10n ** 40n)
    const curve = hopCurve(pool, pool.token0)
    curve.forward(Number(r.amount0) * 2, at)
    expect(relErr(at.value, Number(-r.amount1))).toBeLessThan(1e-9)
    expect(at.slope).toBe(0)
    curve.backward(Number(-r.amount1) * 1.01, at)
    expect(at.value).toBe(Number.POSITIVE_INFINITY)
  })
})

describe('ticks crossed as the float model sees them', () => {
  it('are the exact swap’s initialized ticks crossed, never more, and almost always equal (v3, both directions)', () => {
    const rng = createRng(91)
    let checked = 0
    let equal = 0
    for (let p = 0; p < 40; p++) {
      const pool = randomV3Pool(rng)
      for (const zeroForOne of [true, false]) {
        const curve = hopCurve(pool, zeroForOne ? pool.token0 : pool.token1)
        let previous = 0
        for (let k = 0; k < 12; k++) {
          // Growing inputs: the count never falls as the amount grows.
          const x = 10 ** (10 + k + rng.next())
          const exact = simulateV3Swap(pool, zeroForOne, BigInt(Math.floor(x)))
          if (exact.insufficientLiquidity) break
          const model = curve.crossingsForward(x)
          expect(model).toBeGreaterThanOrEqual(previous)
          expect(model).toBeLessThanOrEqual(exact.initializedTicksCrossed)
          previous = model
          checked++
          if (model === exact.initializedTicksCrossed) equal++
        }
      }
    }
    expect(checked).toBeGreaterThan(200)
    expect(equal / checked).toBeGreaterThan(0.9)
  })

  it('are none for a v2 pair', () => {
    const rng = createRng(92)
    const pair = randomGraph(rng, { tokens: 2, pools: 4, v2Share: 1 }).find(
      (p) => p.protocol === 'v2',
    )
    if (!pair) throw new Error('no v2 pair drawn')
    const curve = hopCurve(pair, pair.token0)
    expect(curve.crossingsForward(1e30)).toBe(0)
    expect(curve.crossingsBackward(1e6)).toBe(0)
  })
})
