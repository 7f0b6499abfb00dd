// Pool-state loader: reads everything the engine needs for a set of pools through an injected
// multicall, in three rounds whatever the number of pools (each split into batches only when
// it exceeds maxCallsPerBatch): (1) v2 reserves, v3 slot0 and liquidity; (2) every tick-bitmap
// word a v3 pool can use, or with `tickRadius` those near its price; (3) liquidityNet of the initialized ticks those words reveal, one
// TickLens call per non-empty word when a TickLens address is given, else one ticks() call per
// tick. The caller pins all calls to one block, so the snapshot is consistent.
import { RoutingError } from '../errors.ts'
import type { Address, Pool, TickRange, V2Pair, V3Pool } from '../graph/types.ts'
import type { Tick } from '../v3/tickList.ts'
import { MAX_TICK, MIN_TICK } from '../v3/tickMath.ts'
import {
  encodeAddress,
  encodeCall,
  encodeInt,
  type Hex,
  SELECTORS,
  signedAt,
  wordAt,
} from './abi.ts'

export interface Call {
  to: Address
  data: Hex
}

/** Raw return data per call, or undefined where the call reverted. Same order as `calls`. */
export type Multicall = (calls: readonly Call[]) => Promise<readonly (Hex | undefined)[]>

export interface V2PairKey {
  protocol: 'v2'
  address: Address
  token0: Address
  token1: Address
}

export interface V3PoolKey {
  protocol: 'v3'
  address: Address
  token0: Address
  token1: Address
  fee: number
  tickSpacing: number
}

export type PoolKey = V2PairKey | V3PoolKey

export interface LoadPoolsParams {
  multicall: Multicall
  pools: readonly PoolKey[]
  /** TickLens (v3-periphery): one call per bitmap word instead of one per tick. */
  tickLens?: Address
  maxCallsPerBatch?: number
  /**
   * Read only the bitmap words within this many ticks of each v3 pool's current tick (at least
   * the current word and one on each side), and mark the pool with the `tickRange` it knows:
   * swaps then stop at its edge. A 0.01 % pool (tick spacing 1) has 6,933 words; a radius of
   * 20,000 ticks (a price move of about ×7.4 either way) reads 159. Default: every word.
   */
  tickRadius?: number
}

export interface LoadPoolsResult {
  pools: Pool[]
  /** Pools left out, with why (a reverted read, e.g. an address with no pool). */
  skipped: { address: Address; reason: string }[]
}

export class PoolLoadError extends RoutingError {
  override name = 'PoolLoadError'
}

async function batched(
  multicall: Multicall,
  calls: readonly Call[],
  max: number,
): Promise<(Hex | undefined)[]> {
  const out: (Hex | undefined)[] = []
  for (let i = 0; i < calls.length; i += max) {
    const chunk = calls.slice(i, i + max)
    const results = await multicall(chunk)
    if (results.length !== chunk.length)
      throw new PoolLoadError('multicall returned a different number of results')
    out.push(...results)
  }
  return out
}

/** Bitmap word positions covering every usable tick of a spacing (TickBitmap.position). */
export function wordRange(tickSpacing: number): [number, number] {
  return [Math.floor(MIN_TICK / tickSpacing) >> 8, Math.floor(MAX_TICK / tickSpacing) >> 8]
}

const wordOf = (tick: number, tickSpacing: number): number => Math.floor(tick / tickSpacing) >> 8

/**
 * The words to read for a pool at `tick`: all of them, or those within `radius` ticks, always
 * including the current word and one on each side (so the price is strictly inside the known
 * range and a swap can start in either direction). With the tick range they cover exactly.
 */
export function wordsToRead(
  tickSpacing: number,
  tick: number,
  radius: number | undefined,
): { words: [number, number]; tickRange?: TickRange } {
  const [lo, hi] = wordRange(tickSpacing)
  if (radius === undefined) return { words: [lo, hi] }
  const current = wordOf(tick, tickSpacing)
  const from = Math.max(lo, Math.min(current - 1, wordOf(tick - radius, tickSpacing)))
  const to = Math.min(hi, Math.max(current + 1, wordOf(tick + radius, tickSpacing)))
  if (from === lo && to === hi) return { words: [lo, hi] }
  return {
    words: [from, to],
    tickRange: {
      lower: from === lo ? MIN_TICK : from * 256 * tickSpacing,
      upper: to === hi ? MAX_TICK : (to * 256 + 255) * tickSpacing,
    },
  }
}

/** Initialized ticks encoded by one bitmap word. */
export function ticksInWord(word: number, bitmap: bigint, tickSpacing: number): number[] {
  const ticks: number[] = []
  for (let bit = 0; bit < 256; bit++) {
    if ((bitmap >> BigInt(bit)) & 1n) ticks.push((word * 256 + bit) * tickSpacing)
  }
  return ticks
}

interface V3Head {
  key: V3PoolKey
  sqrtPriceX96: bigint
  tick: number
  liquidity: bigint
}

interface Heads {
  v2: V2Pair[]
  v3: V3Head[]
  skipped: LoadPoolsResult['skipped']
}

/** Round 1: v2 reserves, v3 slot0 and liquidity. */
async function readHeads(params: LoadPoolsParams, max: number): Promise<Heads> {
  const calls: Call[] = params.pools.flatMap((p): Call[] =>
    p.protocol === 'v2'
      ? [{ to: p.address, data: SELECTORS.getReserves }]
      : [
          { to: p.address, data: SELECTORS.slot0 },
          { to: p.address, data: SELECTORS.liquidity },
        ],
  )
  const results = await batched(params.multicall, calls, max)
  const heads: Heads = { v2: [], v3: [], skipped: [] }
  let at = 0
  for (const key of params.pools) {
    if (key.protocol === 'v2') {
      const data = results[at++]
      if (data === undefined)
        heads.skipped.push({ address: key.address, reason: 'getReserves reverted' })
      else heads.v2.push({ ...key, reserve0: wordAt(data, 0), reserve1: wordAt(data, 1) })
      continue
    }
    const slot0 = results[at++]
    const liquidity = results[at++]
    if (slot0 === undefined || liquidity === undefined) {
      heads.skipped.push({ address: key.address, reason: 'slot0 or liquidity reverted' })
      continue
    }
    heads.v3.push({
      key,
      sqrtPriceX96: wordAt(slot0, 0),
      tick: Number(signedAt(slot0, 1)),
      liquidity: wordAt(liquidity, 0),
    })
  }
  return heads
}

interface TickPlan {
  head: V3Head
  tickRange?: TickRange
  /** Bitmap words with at least one initialized tick. */
  words: number[]
  /** Initialized ticks, ascending. */
  ticks: number[]
}

/** Round 2: every bitmap word of every v3 pool, turned into its initialized ticks. */
async function readBitmaps(
  params: LoadPoolsParams,
  heads: readonly V3Head[],
  max: number,
): Promise<TickPlan[]> {
  const calls: Call[] = []
  const reads = heads.map((head) => wordsToRead(head.key.tickSpacing, head.tick, params.tickRadius))
  heads.forEach((head, i) => {
    const [lo, hi] = reads[i]?.words ?? [0, -1]
    for (let w = lo; w <= hi; w++)
      calls.push({ to: head.key.address, data: encodeCall(SELECTORS.tickBitmap, encodeInt(w)) })
  })
  const results = await batched(params.multicall, calls, max)
  let at = 0
  return heads.map((head, i) => {
    const read = reads[i]
    const plan: TickPlan = { head, words: [], ticks: [], tickRange: read?.tickRange }
    const [lo, hi] = read?.words ?? [0, -1]
    for (let w = lo; w <= hi; w++) {
      const data = results[at++]
      if (data === undefined)
        throw new PoolLoadError(`tickBitmap(${w}) reverted on ${head.key.address}`)
      const bits = wordAt(data, 0)
      if (bits === 0n) continue
      plan.words.push(w)
      plan.ticks.push(...ticksInWord(w, bits, head.key.tickSpacing))
    }
    return plan
  })
}

/** Round 3: liquidityNet of every initialized tick (TickLens per word, or ticks() per tick). */
async function readTicks(
  params: LoadPoolsParams,
  plans: readonly TickPlan[],
  max: number,
): Promise<V3Pool[]> {
  const lens = params.tickLens
  const calls: Call[] = plans.flatMap(({ head, words, ticks }): Call[] =>
    lens
      ? words.map((w) => ({
          to: lens,
          data: encodeCall(
            SELECTORS.getPopulatedTicksInWord,
            encodeAddress(head.key.address),
            encodeInt(w),
          ),
        }))
      : ticks.map((t) => ({
          to: head.key.address,
          data: encodeCall(SELECTORS.ticks, encodeInt(t)),
        })),
  )
  const results = await batched(params.multicall, calls, max)
  let at = 0
  return plans.map(({ head, words, ticks, tickRange }) => {
    const nets = new Map<number, bigint>()
    for (const item of lens ? words : ticks) {
      const data = results[at++]
      if (data === undefined)
        throw new PoolLoadError(`tick read ${item} reverted for ${head.key.address}`)
      if (lens) for (const t of decodePopulatedTicks(data)) nets.set(t.index, t.liquidityNet)
      else nets.set(item, signedAt(data, 1))
    }
    const list: Tick[] = ticks.map((index) => {
      const liquidityNet = nets.get(index)
      if (liquidityNet === undefined)
        throw new PoolLoadError(`no liquidityNet for tick ${index} of ${head.key.address}`)
      return { index, liquidityNet }
    })
    return {
      ...head.key,
      sqrtPriceX96: head.sqrtPriceX96,
      tick: head.tick,
      liquidity: head.liquidity,
      ticks: list,
      ...(tickRange ? { tickRange } : {}),
    }
  })
}

export async function loadPools(params: LoadPoolsParams): Promise<LoadPoolsResult> {
  const max = params.maxCallsPerBatch ?? 1000
  const heads = await readHeads(params, max)
  const plans = await readBitmaps(params, heads.v3, max)
  const v3 = await readTicks(params, plans, max)
  return { pools: [...heads.v2, ...v3], skipped: heads.skipped }
}

/** TickLens's PopulatedTick[] (int24 tick, int128 liquidityNet, uint128 liquidityGross). */
export function decodePopulatedTicks(data: Hex): Tick[] {
  const offsetWords = Number(wordAt(data, 0) / 32n)
  const length = Number(wordAt(data, offsetWords))
  const ticks: Tick[] = []
  for (let k = 0; k < length; k++) {
    const base = offsetWords + 1 + k * 3
    ticks.push({ index: Number(signedAt(data, base)), liquidityNet: signedAt(data, base + 1) })
  }
  return ticks
}
