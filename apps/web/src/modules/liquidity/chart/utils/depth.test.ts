import { describe, expect, it } from 'vitest'
import { TKA, TKB, USDC, WETH } from '../../../../lib/testTokens'
import { activeLiquidity, depthSeries, tickToFloatPrice } from './depth'

// Four positions' worth of ticks, by hand: [-120, 180) with 100 and [-60, 60) with… written as
// nets: -120 +100, -60 +50, 60 -100, 180 -50. Summing the nets from the lowest tick (an oracle
// that does not start from the pool's liquidity): -120 → 100, -60 → 150, 60 → 50, 180 → 0.
const TICKS = [
  { tick: -120, liquidityNet: 100n },
  { tick: -60, liquidityNet: 50n },
  { tick: 60, liquidityNet: -100n },
  { tick: 180, liquidityNet: -50n },
]
const BY_HAND = [100n, 150n, 50n, 0n]

describe('active liquidity per tick (cumulative liquidityNet from the current tick outward)', () => {
  it('starts from the pool liquidity in the range holding the current tick', () => {
    // tick 0 lies in [-60, 60): the pool's liquidity there is 150
    expect(activeLiquidity(TICKS, 0, 150n).map((t) => t.liquidityActive)).toEqual(BY_HAND)
  })
  it('counts a tick equal to the current tick as crossed', () => {
    expect(activeLiquidity(TICKS, 60, 50n).map((t) => t.liquidityActive)).toEqual(BY_HAND)
    expect(activeLiquidity(TICKS, 59, 150n).map((t) => t.liquidityActive)).toEqual(BY_HAND)
  })
  it('works with the price below or above every tick', () => {
    expect(activeLiquidity(TICKS, -500, 0n).map((t) => t.liquidityActive)).toEqual(BY_HAND)
    expect(activeLiquidity(TICKS, 500, 0n).map((t) => t.liquidityActive)).toEqual(BY_HAND)
  })
  it('stays exact beyond 2^53', () => {
    const big = 2n ** 100n + 1n
    const ticks = [
      { tick: -10, liquidityNet: big },
      { tick: 10, liquidityNet: -big },
    ]
    expect(activeLiquidity(ticks, 0, big).map((t) => t.liquidityActive)).toEqual([big, 0n])
  })
  it('returns nothing for a pool without ticks', () => {
    expect(activeLiquidity([], 0, 0n)).toEqual([])
  })
})

describe('depth series in both price views', () => {
  const ticks = activeLiquidity(TICKS, 0, 150n)
  it('base token0: ascending ticks, each starting the range above it', () => {
    const s = depthSeries(ticks, { base: TKA, quote: TKB })
    expect(s.map((p) => [p.tick, p.liquidity])).toEqual([
      [-120, 100n],
      [-60, 150n],
      [60, 50n],
      [180, 0n],
    ])
    // 1.0001^-120 = 0.98807…, by hand
    expect(s[0]?.price).toBeCloseTo(0.988072, 6)
    expect(s.map((p) => p.price)).toEqual([...s.map((p) => p.price)].sort((a, b) => a - b))
  })
  it('base token1: ascending prices are descending ticks, each starting the range below it', () => {
    const s = depthSeries(ticks, { base: TKB, quote: TKA })
    // price 1/1.0001^180 ≈ 0.98216 starts the range below tick 180 (liquidity 50), and so on;
    // the last point, tick -120, starts the range below it: nothing.
    expect(s.map((p) => [p.tick, p.liquidity])).toEqual([
      [180, 50n],
      [60, 150n],
      [-60, 100n],
      [-120, 0n],
    ])
    expect(s[0]?.price).toBeCloseTo(1 / 1.0001 ** 180, 9)
  })
  it('uses the tokens decimals: USDC (6) as token0, WETH (18) as token1', () => {
    // tick 200,000: WETH per USDC = 1.0001^200000 × 10^(6−18) = e^(200000·ln 1.0001) × 1e-12 ≈ 4.8468e-4 → 2,063.2 USDC per WETH
    expect(tickToFloatPrice(200_000, 6, 18)).toBeCloseTo(4.8468e-4, 8)
    const s = depthSeries(activeLiquidity([{ tick: 200_000, liquidityNet: 1n }], 0, 0n), {
      base: WETH,
      quote: USDC,
    })
    expect(s[0]?.price).toBeCloseTo(2063.2, 1)
  })
})
