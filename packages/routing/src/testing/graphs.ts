// Synthetic pool graphs for the route and optimizer tests: tokens t0…tn, v2 pairs and v3 pools
// (random positions) between them, prices consistent with one hidden price per token so that
// multi-hop routes are competitive with direct ones.
import type { Address, Pool, V2Pair, V3Pool } from '../graph/types.ts'
import { getSqrtRatioAtTick, getTickAtSqrtRatio } from '../v3/tickMath.ts'
import type { Rng } from './prng.ts'
import { type Position, poolFromPositions, sqrtPriceInside, TICK_SPACINGS } from './v3Pools.ts'

export function tokenAddress(i: number): Address {
  return `0x${(i + 1).toString(16).padStart(40, '0')}`
}

let poolCounter = 0
function nextPoolAddress(): Address {
  poolCounter++
  return `0x${(0xf00000 + poolCounter).toString(16).padStart(40, 'f')}` as Address
}

/** log(price of token1 in token0 raw units) from per-token log prices. */
function sortTokens(a: Address, b: Address): [Address, Address] {
  return a < b ? [a, b] : [b, a]
}

export interface PairSpec {
  a: number
  b: number
  /** Hidden log-prices of the tokens (value of one raw unit, natural log). */
  logPrice: readonly number[]
  /** Scale of the liquidity, log10 of L (v3) or of sqrt(reserve0·reserve1) (v2). */
  depth: number
  /** Relative noise on the pool's price around the hidden price. */
  noise: number
}

export function v2PairBetween(rng: Rng, spec: PairSpec): V2Pair {
  const [token0, token1] = sortTokens(tokenAddress(spec.a), tokenAddress(spec.b))
  const i0 = token0 === tokenAddress(spec.a) ? spec.a : spec.b
  const i1 = i0 === spec.a ? spec.b : spec.a
  // price1per0 = value0 / value1 in raw units.
  const logP =
    (spec.logPrice[i0] ?? 0) - (spec.logPrice[i1] ?? 0) + spec.noise * (rng.next() * 2 - 1)
  const k = 10 ** (spec.depth + rng.next())
  const r0 = k / Math.exp(logP / 2)
  const r1 = k * Math.exp(logP / 2)
  return {
    protocol: 'v2',
    address: nextPoolAddress(),
    token0,
    token1,
    reserve0: BigInt(Math.max(1000, Math.floor(r0))),
    reserve1: BigInt(Math.max(1000, Math.floor(r1))),
  }
}

export function v3PoolBetween(
  rng: Rng,
  spec: PairSpec & { fee?: number; positions?: number },
): V3Pool {
  const [token0, token1] = sortTokens(tokenAddress(spec.a), tokenAddress(spec.b))
  const i0 = token0 === tokenAddress(spec.a) ? spec.a : spec.b
  const i1 = i0 === spec.a ? spec.b : spec.a
  const logP =
    (spec.logPrice[i0] ?? 0) - (spec.logPrice[i1] ?? 0) + spec.noise * (rng.next() * 2 - 1)
  const fee = spec.fee ?? rng.pick([100, 500, 3000, 10000])
  const spacing = TICK_SPACINGS[fee] ?? 60
  const centre = Math.round(logP / Math.log(1.0001))
  const priceTick = getTickAtSqrtRatio(getSqrtRatioAtTick(centre))
  const positions: Position[] = []
  const count = spec.positions ?? rng.int(2, 12)
  const align = (t: number): number => Math.round(t / spacing) * spacing
  for (let i = 0; i < count; i++) {
    const width = spacing * rng.int(1, rng.pick([5, 50, 500]))
    const lower = align(centre - rng.int(0, 2 * width) + Math.floor(width / 4))
    const upper = Math.max(lower + spacing, align(lower + width))
    positions.push({
      tickLower: lower,
      tickUpper: upper,
      liquidity: BigInt(Math.floor(10 ** (spec.depth + rng.next()))),
    })
  }
  // A wide base position so the pool never drains within the tested amounts.
  const wide = spacing * 2000
  positions.push({
    tickLower: align(centre - wide),
    tickUpper: align(centre + wide),
    liquidity: BigInt(Math.floor(10 ** (spec.depth - 0.5))),
  })
  return poolFromPositions({
    fee,
    sqrtPriceX96: sqrtPriceInside(rng, priceTick),
    positions,
    token0,
    token1,
    address: nextPoolAddress(),
  })
}

export interface RandomGraphOptions {
  tokens: number
  pools: number
  /** log10 depth range of the pools. */
  depth?: readonly [number, number]
  v2Share?: number
  noise?: number
}

/** A random graph over `tokens` tokens with `pools` pools; t0 and t1 are always connected. */
export function randomGraph(rng: Rng, options: RandomGraphOptions): Pool[] {
  const logPrice = Array.from({ length: options.tokens }, () => (rng.next() - 0.5) * 10)
  const [dMin, dMax] = options.depth ?? [16, 20]
  const pools: Pool[] = []
  for (let i = 0; i < options.pools; i++) {
    let a = i === 0 ? 0 : rng.int(0, options.tokens - 1)
    let b = i === 0 ? 1 : rng.int(0, options.tokens - 1)
    if (a === b) b = (a + 1) % options.tokens
    if (a > b) [a, b] = [b, a]
    const spec = {
      a,
      b,
      logPrice,
      depth: dMin + rng.next() * (dMax - dMin),
      noise: options.noise ?? 0.003,
    }
    pools.push(
      rng.next() < (options.v2Share ?? 0.3) ? v2PairBetween(rng, spec) : v3PoolBetween(rng, spec),
    )
  }
  return pools
}

export interface DisjointGraphOptions {
  /** Direct pools between t0 and t1. */
  direct: number
  /** Intermediate tokens, each with exactly one pool to t0 and one to t1. */
  via: number
  depth?: readonly [number, number]
  v2Share?: number
}

/**
 * t0 → t1 through direct pools and through intermediates with one pool on each side: every
 * route uses its own pools, so the split problem is exactly separable (the test reference).
 */
export function disjointGraph(rng: Rng, options: DisjointGraphOptions): Pool[] {
  const tokens = 2 + options.via
  const logPrice = Array.from({ length: tokens }, () => (rng.next() - 0.5) * 6)
  const [dMin, dMax] = options.depth ?? [17, 19]
  const make = (a: number, b: number): Pool => {
    const spec = { a, b, logPrice, depth: dMin + rng.next() * (dMax - dMin), noise: 0.004 }
    return rng.next() < (options.v2Share ?? 0.3)
      ? v2PairBetween(rng, spec)
      : v3PoolBetween(rng, spec)
  }
  const pools: Pool[] = []
  for (let i = 0; i < options.direct; i++) pools.push(make(0, 1))
  for (let k = 0; k < options.via; k++) pools.push(make(0, 2 + k), make(2 + k, 1))
  return pools
}
