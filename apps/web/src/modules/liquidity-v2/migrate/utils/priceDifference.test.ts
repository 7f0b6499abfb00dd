import { encodeSqrtRatioX96 } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import { isLargePriceDifference, priceDifferenceBps } from './priceDifference'

const sqrt = (amount1: bigint, amount0: bigint) =>
  BigInt(encodeSqrtRatioX96(amount1.toString(), amount0.toString()).toString())

describe('v2 / v3 price difference (spec 02 §5, §9: warn at 2 %)', () => {
  it('is 5 % for a fork pair at 3,150 against a v3 pool at 3,000', () => {
    // token0 DAI (18), token1 WETH (18): v2 1/3150 WETH per DAI, v3 1/3000.
    const bps = priceDifferenceBps(3150n * 10n ** 18n, 10n ** 18n, sqrt(1n, 3000n))
    // sqrtPriceX96 is floored: a hair under 5 %.
    expect(bps === 499n || bps === 500n).toBe(true)
    expect(isLargePriceDifference(bps)).toBe(true)
  })

  it('warns from exactly 2 %, not below', () => {
    expect(isLargePriceDifference(priceDifferenceBps(100n, 100n, sqrt(10201n, 10000n)))).toBe(true)
    expect(isLargePriceDifference(priceDifferenceBps(1000n, 1000n, sqrt(1019n, 1000n)))).toBe(false)
    expect(isLargePriceDifference(priceDifferenceBps(100n, 100n, sqrt(9799n, 10000n)))).toBe(true)
  })

  it('is unknown for an empty pair', () => {
    expect(priceDifferenceBps(0n, 1n, sqrt(1n, 1n))).toBeUndefined()
    expect(isLargePriceDifference(undefined)).toBe(false)
  })
})
