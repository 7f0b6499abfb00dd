// Random but valid v3 pools for property tests: liquidity comes from positions, so the
// liquidityNet of the ticks sums to zero and the in-range liquidity matches the price.
import type { V3Pool } from '../graph/types.ts'
import type { Tick } from '../v3/tickList.ts'
import { getSqrtRatioAtTick, getTickAtSqrtRatio, MAX_TICK, MIN_TICK } from '../v3/tickMath.ts'
import type { Rng } from './prng.ts'

export const TICK_SPACINGS: Readonly<Record<number, number>> = {
  100: 1,
  500: 10,
  3000: 60,
  10000: 200,
}
export const TOKEN_A = '0x000000000000000000000000000000000000000a'
export const TOKEN_B = '0x000000000000000000000000000000000000000b'

export interface Position {
  tickLower: number
  tickUpper: number
  liquidity: bigint
}

export interface PoolFromPositions {
  fee: number
  sqrtPriceX96: bigint
  positions: readonly Position[]
  token0?: `0x${string}`
  token1?: `0x${string}`
  address?: `0x${string}`
}

/** Builds the pool a set of mints would leave behind, at the given price. */
export function poolFromPositions(spec: PoolFromPositions): V3Pool {
  const tickSpacing = TICK_SPACINGS[spec.fee]
  if (tickSpacing === undefined) throw new Error(`unknown fee ${spec.fee}`)
  const nets = new Map<number, bigint>()
  const tick = getTickAtSqrtRatio(spec.sqrtPriceX96)
  let liquidity = 0n
  for (const p of spec.positions) {
    nets.set(p.tickLower, (nets.get(p.tickLower) ?? 0n) + p.liquidity)
    nets.set(p.tickUpper, (nets.get(p.tickUpper) ?? 0n) - p.liquidity)
    if (p.tickLower <= tick && tick < p.tickUpper) liquidity += p.liquidity
  }
  const ticks: Tick[] = [...nets]
    .filter(([, net]) => net !== 0n)
    .map(([index, liquidityNet]) => ({ index, liquidityNet }))
    .sort((a, b) => a.index - b.index)
  return {
    protocol: 'v3',
    address: spec.address ?? '0x00000000000000000000000000000000000000f0',
    token0: spec.token0 ?? TOKEN_A,
    token1: spec.token1 ?? TOKEN_B,
    fee: spec.fee,
    tickSpacing,
    sqrtPriceX96: spec.sqrtPriceX96,
    tick,
    liquidity,
    ticks,
  }
}

function align(tick: number, spacing: number): number {
  const min = Math.ceil(MIN_TICK / spacing) * spacing
  const max = Math.floor(MAX_TICK / spacing) * spacing
  return Math.min(max, Math.max(min, Math.round(tick / spacing) * spacing))
}

/** A price strictly inside tick `t`'s range, so slot0's tick is t. */
export function sqrtPriceInside(rng: Rng, t: number): bigint {
  const low = getSqrtRatioAtTick(t)
  const high = getSqrtRatioAtTick(t + 1)
  return low + (rng.bits(64) * (high - low)) / (1n << 64n)
}

export interface RandomPoolOptions {
  fee?: number
  /** Centre of the liquidity, as a tick. */
  centre?: number
  positions?: number
  /** Log10 bounds of each position's liquidity. */
  liquidityExp?: readonly [number, number]
}

/**
 * Positions scattered around a centre, narrow and wide, some one-sided and now and then a full
 * range one: swaps across them cross many initialized ticks and word boundaries.
 */
export function randomV3Pool(rng: Rng, options: RandomPoolOptions = {}): V3Pool {
  const fee = options.fee ?? rng.pick([100, 500, 3000, 10000])
  const spacing = TICK_SPACINGS[fee] ?? 60
  const centre = options.centre ?? rng.int(-60000, 60000)
  const count = options.positions ?? rng.int(1, 40)
  const [lExpMin, lExpMax] = options.liquidityExp ?? [12, 22]
  const positions: Position[] = []
  // One position always covers the price, so the pool starts with liquidity.
  const halfWidth = spacing * rng.int(1, 400)
  positions.push({
    tickLower: align(centre - halfWidth, spacing),
    tickUpper: align(centre + halfWidth, spacing) + spacing,
    liquidity: rng.logUniform(lExpMin, lExpMax),
  })
  for (let i = 1; i < count; i++) {
    if (rng.next() < 0.05) {
      positions.push({
        tickLower: align(MIN_TICK, spacing),
        tickUpper: align(MAX_TICK, spacing),
        liquidity: rng.logUniform(lExpMin, lExpMax),
      })
      continue
    }
    const spread = spacing * rng.pick([4, 40, 400, 4000])
    const lower = align(centre + rng.int(-spread, spread), spacing)
    const width = spacing * rng.int(1, rng.pick([3, 30, 300]))
    const upper = align(lower + width, spacing)
    if (upper <= lower) continue
    positions.push({
      tickLower: lower,
      tickUpper: upper,
      liquidity: rng.logUniform(lExpMin, lExpMax),
    })
  }
  const priceTick = centre + rng.int(-Math.floor(halfWidth / 2), Math.floor(halfWidth / 2))
  return poolFromPositions({ fee, sqrtPriceX96: sqrtPriceInside(rng, priceTick), positions })
}
