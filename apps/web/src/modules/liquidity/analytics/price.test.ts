import { describe, expect, it } from 'vitest'
import { percent, toToken1, valueX192 } from './price'

const Q96 = 1n << 96n
const value = (amount0: bigint, amount1: bigint, sqrtPriceX96: bigint) =>
  toToken1(valueX192({ amount0, amount1 }, sqrtPriceX96))

describe('valuation at the pool price', () => {
  it('sqrtPriceX96 = 2^96 is price 1: value = amount0 + amount1', () => {
    expect(value(3n, 5n, Q96)).toBe(8n)
  })
  it('sqrtPriceX96 = 2 · 2^96 is price 4', () => {
    // 3 · 4 + 5
    expect(value(3n, 5n, 2n * Q96)).toBe(17n)
  })
  it('6/18 decimals: 1 USDC (token0) at 2,500 USDC per WETH (token1) is 0.0004 WETH', () => {
    // raw price = 1e18 wei / (2500 · 1e6 raw USDC) = 4e8 = 20,000², so sqrtPriceX96 = 20,000 · 2^96;
    // 1e6 raw USDC · 4e8 = 4e14 wei = 0.0004 WETH
    expect(value(1_000_000n, 0n, 20_000n * Q96)).toBe(400_000_000_000_000n)
  })
  it('rounds once, at the end, toward zero', () => {
    // price 1/4 (sqrtPriceX96 = 2^95): 1/4 + 1/4 = 0.5 → 0, summed before dividing (not 0 + 0)
    expect(toToken1(valueX192({ amount0: 2n, amount1: 0n }, Q96 / 2n))).toBe(0n)
    expect(value(6n, 0n, Q96 / 2n)).toBe(1n) // 1.5 → 1
    expect(value(-6n, 0n, Q96 / 2n)).toBe(-1n) // −1.5 → −1
  })
})

describe('percent', () => {
  it('is exact to 4 decimals, truncated toward zero', () => {
    expect(percent(1n, 3n)).toBe(33.3333)
    expect(percent(-1n, 3n)).toBe(-33.3333)
    expect(percent(1n, 8n)).toBe(12.5)
  })
  it('is null without a positive denominator', () => {
    expect(percent(1n, 0n)).toBeNull()
  })
})
