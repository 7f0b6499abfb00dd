import { TickMath } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import { MathRevertError } from '../errors.ts'
import { createRng } from '../testing/prng.ts'
import { toJsbi } from '../testing/sdk.ts'
import {
  getSqrtRatioAtTick,
  getTickAtSqrtRatio,
  MAX_SQRT_RATIO,
  MAX_TICK,
  MIN_SQRT_RATIO,
  MIN_TICK,
} from './tickMath.ts'

describe('getSqrtRatioAtTick', () => {
  it('gives the protocol bounds at MIN_TICK and MAX_TICK', () => {
    expect(getSqrtRatioAtTick(MIN_TICK)).toBe(MIN_SQRT_RATIO)
    expect(getSqrtRatioAtTick(MAX_TICK)).toBe(MAX_SQRT_RATIO)
    expect(getSqrtRatioAtTick(0)).toBe(1n << 96n)
  })

  it('matches @uniswap/v3-sdk on 2000 random ticks and every bit boundary', () => {
    const rng = createRng(11)
    const ticks = [MIN_TICK, MAX_TICK, -1, 1]
    for (let bit = 1; bit <= MAX_TICK; bit *= 2) ticks.push(bit, -bit, bit - 1, 1 - bit)
    for (let i = 0; i < 2000; i++) ticks.push(rng.int(MIN_TICK, MAX_TICK))
    for (const t of ticks) {
      expect(getSqrtRatioAtTick(t), `tick ${t}`).toBe(
        BigInt(TickMath.getSqrtRatioAtTick(t).toString()),
      )
    }
  })

  it('reverts outside the tick range like the contract (T)', () => {
    expect(() => getSqrtRatioAtTick(MAX_TICK + 1)).toThrow(MathRevertError)
    expect(() => getSqrtRatioAtTick(MIN_TICK - 1)).toThrow(MathRevertError)
  })
})

describe('getTickAtSqrtRatio', () => {
  it('returns the greatest tick whose ratio is at or below the price (2000 random prices)', () => {
    const rng = createRng(12)
    for (let i = 0; i < 2000; i++) {
      const bits = rng.int(33, 160)
      let price = rng.bits(bits)
      if (price < MIN_SQRT_RATIO) price = MIN_SQRT_RATIO + price
      if (price >= MAX_SQRT_RATIO) price = MAX_SQRT_RATIO - 1n
      const tick = getTickAtSqrtRatio(price)
      expect(getSqrtRatioAtTick(tick) <= price, `price ${price}`).toBe(true)
      if (tick < MAX_TICK) expect(getSqrtRatioAtTick(tick + 1) > price, `price ${price}`).toBe(true)
      if (i < 300) expect(tick).toBe(TickMath.getTickAtSqrtRatio(toJsbi(price)))
    }
  })

  it('inverts getSqrtRatioAtTick exactly, and one wei below falls to the previous tick', () => {
    const rng = createRng(13)
    for (let i = 0; i < 500; i++) {
      const t = rng.int(MIN_TICK + 1, MAX_TICK - 1)
      const ratio = getSqrtRatioAtTick(t)
      expect(getTickAtSqrtRatio(ratio)).toBe(t)
      expect(getTickAtSqrtRatio(ratio - 1n)).toBe(t - 1)
    }
    expect(getTickAtSqrtRatio(MIN_SQRT_RATIO)).toBe(MIN_TICK)
    expect(getTickAtSqrtRatio(MAX_SQRT_RATIO - 1n)).toBe(MAX_TICK - 1)
  })

  it('reverts outside [MIN_SQRT_RATIO, MAX_SQRT_RATIO) like the contract (R)', () => {
    expect(() => getTickAtSqrtRatio(MIN_SQRT_RATIO - 1n)).toThrow(MathRevertError)
    expect(() => getTickAtSqrtRatio(MAX_SQRT_RATIO)).toThrow(MathRevertError)
  })
})
