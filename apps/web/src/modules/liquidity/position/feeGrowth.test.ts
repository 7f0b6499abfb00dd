import { describe, expect, it } from 'vitest'
import { feeGrowthInside, owedNow } from './feeGrowth'

const Q128 = 1n << 128n
const MAX = (1n << 256n) - 1n
const tick = (g0: bigint, g1: bigint) => ({ feeGrowthOutside0X128: g0, feeGrowthOutside1X128: g1 })
const base = {
  tickLower: -60,
  tickUpper: 60,
  lower: tick(100n, 10n),
  upper: tick(40n, 4n),
  feeGrowthGlobal0X128: 1000n,
  feeGrowthGlobal1X128: 100n,
}

describe('feeGrowthInside', () => {
  it('in range: global minus what lies outside below and above', () => {
    // 1000 − 100 − 40, 100 − 10 − 4
    expect(feeGrowthInside({ ...base, tickCurrent: 0 })).toEqual({ inside0: 860n, inside1: 86n })
  })

  it('below the range: the lower tick outside is flipped, inside is lower − upper', () => {
    // below = 1000 − 100 = 900, above = 40 → 1000 − 900 − 40 = 60; token1: 100 − 90 − 4 = 6
    expect(feeGrowthInside({ ...base, tickCurrent: -61 })).toEqual({ inside0: 60n, inside1: 6n })
  })

  it('above the range: the upper tick outside is flipped', () => {
    // below = 100, above = 1000 − 40 = 960 → 1000 − 1060 wraps to 2^256 − 60
    expect(feeGrowthInside({ ...base, tickCurrent: 60 }).inside0).toBe(MAX + 1n - 60n)
  })
})

describe('owedNow', () => {
  it('adds floor(Δgrowth · liquidity / 2^128) to tokensOwed', () => {
    const owed = owedNow({
      liquidity: 3n,
      feeGrowthInside0LastX128: Q128,
      feeGrowthInside1LastX128: 0n,
      tokensOwed0: 5n,
      tokensOwed1: 7n,
      inside0: Q128 * 11n, // Δ = 10 · 2^128 → 30
      inside1: Q128 / 2n, // Δ = 0.5 · 2^128 → floor(1.5) = 1
    })
    expect(owed).toEqual({ amount0: 35n, amount1: 8n })
  })

  it('counts growth across the uint256 wrap (last near 2^256, inside past zero)', () => {
    const owed = owedNow({
      liquidity: 1n,
      feeGrowthInside0LastX128: MAX - Q128 + 1n, // 2^256 − 2^128
      feeGrowthInside1LastX128: 0n,
      tokensOwed0: 0n,
      tokensOwed1: 0n,
      inside0: Q128, // Δ = 2 · 2^128 mod 2^256
      inside1: 0n,
    })
    expect(owed.amount0).toBe(2n)
  })

  it('a closed position owes only tokensOwed', () => {
    const owed = owedNow({
      liquidity: 0n,
      feeGrowthInside0LastX128: 0n,
      feeGrowthInside1LastX128: 0n,
      tokensOwed0: 9n,
      tokensOwed1: 4n,
      inside0: Q128 * 1000n,
      inside1: Q128 * 1000n,
    })
    expect(owed).toEqual({ amount0: 9n, amount1: 4n })
  })
})
