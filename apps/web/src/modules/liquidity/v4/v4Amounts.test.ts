// The v4 amounts against an independent oracle: v3-sdk's Position, whose math the pool manager
// shares (a v3 pool with the same fee's spacing), over a sample of prices, ranges and sizes.
import { Token } from '@uniswap/sdk-core'
import { encodeSqrtRatioX96, Pool, Position, TickMath } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import {
  amountsForLiquidity,
  depositForAmount,
  liquidityForAmounts,
  liquidityShare,
} from './v4Amounts'

const A = new Token(1, '0x0000000000000000000000000000000000000001', 18, 'A')
const B = new Token(1, '0x0000000000000000000000000000000000000002', 6, 'B')
const big = (x: { toString(): string }) => BigInt(x.toString())

/** A deterministic sample: prices across the range's sides, ranges of several widths. */
function* cases() {
  const prices: [number, number][] = [
    [1, 3000],
    [3000, 1],
    [1, 1],
    [7, 13],
  ]
  const ranges = [
    [-600, 600],
    [-887_220, 887_220],
    [60, 120_000],
    [-120_000, -60],
  ] as const
  const liquidities = [1n, 10n ** 6n, 123_456_789_012_345_678n, 10n ** 24n]
  for (const [n, d] of prices)
    for (const [tickLower, tickUpper] of ranges)
      for (const liquidity of liquidities) yield { n, d, tickLower, tickUpper, liquidity }
}

describe('v4 position amounts', () => {
  it('equal v3-sdk Position’s amounts and mint amounts, and its liquidity for amounts', () => {
    let checked = 0
    let outOfRange = 0
    for (const c of cases()) {
      const sqrt = encodeSqrtRatioX96(c.n * 10 ** 6, c.d * 10 ** 6)
      const tick = TickMath.getTickAtSqrtRatio(sqrt)
      const pool = new Pool(A, B, 3000, sqrt.toString(), '0', tick)
      const range = { tickLower: c.tickLower, tickUpper: c.tickUpper }
      const position = new Position({ pool, liquidity: c.liquidity.toString(), ...range })
      const price = { sqrtPriceX96: big(sqrt), tick }
      expect(amountsForLiquidity(price, range, c.liquidity, false)).toEqual({
        amount0: big(position.amount0.quotient),
        amount1: big(position.amount1.quotient),
      })
      expect(amountsForLiquidity(price, range, c.liquidity, true)).toEqual({
        amount0: big(position.mintAmounts.amount0),
        amount1: big(position.mintAmounts.amount1),
      })
      const desired = {
        amount0: big(position.mintAmounts.amount0),
        amount1: big(position.mintAmounts.amount1),
      }
      const fromAmounts = Position.fromAmounts({
        pool,
        ...range,
        amount0: desired.amount0.toString(),
        amount1: desired.amount1.toString(),
        useFullPrecision: false,
      })
      expect(liquidityForAmounts(price, range, desired).liquidity).toBe(big(fromAmounts.liquidity))
      if (tick < c.tickLower || tick >= c.tickUpper) outOfRange++
      checked++
    }
    expect(checked).toBe(64)
    expect(outOfRange).toBeGreaterThanOrEqual(16)
  })

  it('a share of the liquidity rounds down, as the remove call sends it', () => {
    expect(liquidityShare(999n, 50)).toBe(499n)
    expect(liquidityShare(999n, 100)).toBe(999n)
    expect(liquidityShare(1n, 1)).toBe(0n)
  })
})

describe('depositForAmount (the increase form: one typed side)', () => {
  it('the typed side binds: its amount is at most what was typed, the other is what that liquidity takes; a locked side takes nothing', () => {
    const sqrt = encodeSqrtRatioX96(3000 * 10 ** 6, 10 ** 18)
    const tick = TickMath.getTickAtSqrtRatio(sqrt)
    const price = { sqrtPriceX96: big(sqrt), tick }
    const spacing = 60
    const around = Math.floor(tick / spacing) * spacing
    const inRange = { tickLower: around - 600, tickUpper: around + 600 }
    const pool = new Pool(A, B, 3000, sqrt.toString(), '0', tick)
    let checked = 0
    for (const typed of [10n ** 15n, 10n ** 18n, 123_456_789_123_456_789n]) {
      const d = depositForAmount(price, inRange, 0, typed)
      if (!d) throw new Error('in range: nothing locked')
      expect(d.amount0).toBeLessThanOrEqual(typed)
      // The SDK's own answer for the same typed amount (fromAmount0, the manager's precision).
      const sdk = Position.fromAmount0({
        pool,
        ...inRange,
        amount0: typed.toString(),
        useFullPrecision: false,
      })
      expect(d.liquidity).toBe(big(sdk.liquidity))
      expect(d.amount1).toBe(big(sdk.mintAmounts.amount1))
      checked++
    }
    expect(checked).toBe(3)
    const above = { tickLower: around + 600, tickUpper: around + 1200 }
    expect(depositForAmount(price, above, 1, 10n ** 6n)).toBeUndefined()
    expect(depositForAmount(price, above, 0, 10n ** 18n)?.amount1).toBe(0n)
  })
})
