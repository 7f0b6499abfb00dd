import { FeeAmount } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import { mostUsedTier, tierShares } from './tierShares'

const Q96 = 1n << 96n

describe('tierShares', () => {
  it('values each pool in token1 at its own price and shares the sum', () => {
    // 0.05 %: price 4 (sqrt 2): 10 token0 = 40 token1, plus 40 token1 → 80.
    // 0.3 %: price 1: 10 + 10 → 20. Total 100.
    const shares = tierShares([
      { fee: FeeAmount.LOW, sqrtPriceX96: 2n * Q96, balance0: 10n, balance1: 40n },
      { fee: FeeAmount.MEDIUM, sqrtPriceX96: Q96, balance0: 10n, balance1: 10n },
      { fee: FeeAmount.HIGH, sqrtPriceX96: undefined, balance0: 0n, balance1: 0n },
    ])
    expect(shares).toEqual([
      { fee: FeeAmount.LOW, created: true, percent: 80 },
      { fee: FeeAmount.MEDIUM, created: true, percent: 20 },
      { fee: FeeAmount.HIGH, created: false, percent: 0 },
    ])
    expect(mostUsedTier(shares)).toBe(FeeAmount.LOW)
  })

  it('has no share and no most used tier when no pool holds anything', () => {
    const shares = tierShares([
      { fee: FeeAmount.MEDIUM, sqrtPriceX96: Q96, balance0: 0n, balance1: 0n },
    ])
    expect(shares[0]?.percent).toBeUndefined()
    expect(mostUsedTier(shares)).toBeUndefined()
  })

  it('ignores tokens sent to an address where no pool exists', () => {
    const shares = tierShares([
      { fee: FeeAmount.LOW, sqrtPriceX96: undefined, balance0: 5n, balance1: 5n },
      { fee: FeeAmount.MEDIUM, sqrtPriceX96: Q96, balance0: 1n, balance1: 1n },
    ])
    expect(shares.map((s) => s.percent)).toEqual([0, 100])
  })
})
