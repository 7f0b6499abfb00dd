import { describe, expect, it } from 'vitest'
import {
  alignTick,
  fullRange,
  isqrt,
  priceTick,
  sortAddresses,
  sqrtPriceX96,
  ticksForMove,
} from './price.ts'

const usd = (n: number) => BigInt(n * 1e6)
const WETH = { decimals: 18, priceMicroUsd: usd(3000) }
const USDC = { decimals: 6, priceMicroUsd: usd(1) }
const WBTC = { decimals: 8, priceMicroUsd: usd(60_000) }

describe('isqrt', () => {
  it('is the exact floor square root, small and huge', () => {
    for (const n of [0n, 1n, 2n, 3n, 4n, 15n, 16n, 17n, 10n ** 40n, (1n << 255n) + 12345n]) {
      const r = isqrt(n)
      expect(r * r <= n && (r + 1n) * (r + 1n) > n).toBe(true)
    }
  })
})

describe('sqrtPriceX96', () => {
  it('prices WETH (token0) in USDC (token1) at 3000 after decimals', () => {
    const sqrt = sqrtPriceX96(WETH, USDC)
    // price = (sqrt / 2^96)^2 raw USDC per raw WETH; × 1e12 for whole tokens.
    const price = (Number(sqrt) / 2 ** 96) ** 2 * 1e12
    expect(price).toBeCloseTo(3000, 6)
  })

  it('prices USDC (token0) in WETH (token1) at 1/3000', () => {
    const price = (Number(sqrtPriceX96(USDC, WETH)) / 2 ** 96) ** 2 * 1e-12
    expect(price).toBeCloseTo(1 / 3000, 12)
  })

  it('agrees with the tick: 1.0001^tick brackets the price', () => {
    const tick = priceTick(WBTC, WETH)
    const raw = (Number(sqrtPriceX96(WBTC, WETH)) / 2 ** 96) ** 2
    expect(1.0001 ** tick).toBeLessThanOrEqual(raw * (1 + 1e-9))
    expect(1.0001 ** (tick + 1)).toBeGreaterThan(raw)
  })
})

describe('tick helpers', () => {
  it('ticksForMove: +10 % is about 953 ticks, -50 % about -6932', () => {
    expect(ticksForMove(0.1)).toBe(953)
    expect(ticksForMove(-0.5)).toBe(-6932)
  })

  it('alignTick rounds down to the spacing, also for negative ticks, and clamps', () => {
    expect(alignTick(125, 60)).toBe(120)
    expect(alignTick(-125, 60)).toBe(-180)
    expect(alignTick(10_000_000, 60)).toBe(887220)
    expect(alignTick(-10_000_000, 200)).toBe(-887200)
  })

  it('fullRange is the widest usable aligned range', () => {
    expect(fullRange(1)).toEqual([-887272, 887272])
    expect(fullRange(60)).toEqual([-887220, 887220])
  })

  it('sortAddresses orders by numeric address, case-insensitively', () => {
    const a = '0x00000000000000000000000000000000000000Ff'
    const b = '0x0000000000000000000000000000000000000100'
    expect(sortAddresses(b, a)).toEqual([a, b])
  })
})
