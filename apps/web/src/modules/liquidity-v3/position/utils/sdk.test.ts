import { encodeSqrtRatioX96, TickMath } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import { wrappedNativeSide } from './native'
import { positionAmounts, removalAmounts, sdkPosition } from './sdk'

const token0 = {
  address: '0x1000000000000000000000000000000000000000',
  decimals: 6,
  symbol: 'USDC',
} as const
const token1 = {
  address: '0x2000000000000000000000000000000000000000',
  decimals: 18,
  symbol: 'WETH',
} as const
const sqrtPriceX96 = BigInt(
  encodeSqrtRatioX96((10n ** 18n).toString(), (3000n * 10n ** 6n).toString()).toString(),
)
const tick = TickMath.getTickAtSqrtRatio(
  encodeSqrtRatioX96((10n ** 18n).toString(), (3000n * 10n ** 6n).toString()),
)

// Range bounds must sit on the tier's tick spacing (60 at 0.3 %).
const t = Math.floor(tick / 60) * 60
const details = (liquidity: bigint, tickLower: number, tickUpper: number) => ({
  fee: 3000,
  tickLower,
  tickUpper,
  liquidity,
  pool: { address: '0x3000000000000000000000000000000000000000' as const, sqrtPriceX96, tick },
})

describe('position amounts', () => {
  it('in range: both tokens, rounded down as the pool burns', () => {
    const sdk = sdkPosition(31337, details(10n ** 15n, t - 600, t + 660), { token0, token1 })
    const { amount0, amount1 } = positionAmounts(sdk.position)
    expect(amount0).toBeGreaterThan(0n)
    expect(amount1).toBeGreaterThan(0n)
    expect(amount0).toBe(BigInt(sdk.position.amount0.quotient.toString()))
  })

  it('above the range: only token1; below: only token0', () => {
    const above = positionAmounts(
      sdkPosition(31337, details(10n ** 15n, t - 1200, t - 600), { token0, token1 }).position,
    )
    expect(above.amount0).toBe(0n)
    expect(above.amount1).toBeGreaterThan(0n)
    const below = positionAmounts(
      sdkPosition(31337, details(10n ** 15n, t + 600, t + 1200), { token0, token1 }).position,
    )
    expect(below.amount1).toBe(0n)
    expect(below.amount0).toBeGreaterThan(0n)
  })

  it('a removal pays the amounts of the partial position ⌊liquidity × percent / 100⌋, not percent × amounts', () => {
    const sdk = sdkPosition(31337, details(1_000_003n * 10n ** 9n, t - 600, t + 660), {
      token0,
      token1,
    })
    const half = removalAmounts(sdk, 50)
    expect(half.liquidity).toBe(500_001_500_000_000n)
    const partial = sdkPosition(31337, details(half.liquidity, t - 600, t + 660), {
      token0,
      token1,
    })
    expect({ amount0: half.amount0, amount1: half.amount1 }).toEqual(
      positionAmounts(partial.position),
    )
    expect(removalAmounts(sdk, 100).liquidity).toBe(1_000_003n * 10n ** 9n)
    expect(removalAmounts(sdk, 100).amount0).toBe(positionAmounts(sdk.position).amount0)
  })
})

describe('wrappedNativeSide', () => {
  it('names the side that is the wrapped native token, case-insensitively', () => {
    const tokens = { token0: token0.address, token1: token1.address }
    expect(wrappedNativeSide(tokens, '0x2000000000000000000000000000000000000000')).toBe(1)
    expect(wrappedNativeSide(tokens, token0.address)).toBe(0)
    expect(wrappedNativeSide(tokens, '0x4000000000000000000000000000000000000000')).toBeNull()
    expect(wrappedNativeSide(tokens, undefined)).toBeNull()
  })
})
