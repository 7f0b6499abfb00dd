// Pool-state loader: reads everything the engine needs for a set of pools through an injected
// multicall, in few rounds whatever the number of pools (each split into batches only when it
// exceeds maxCallsPerBatch): (1) v2 reserves, v3 slot0 and liquidity; (2) the v3 ticks of the
// bitmap words near each pool's price (issue 17, cold quotes: `tickRadius`, by default
// DEFAULT_TICK_RADIUS; a search that needs ticks further out reads them, extendPools.ts);
// (3) liquidityNet of the initialized ticks those words reveal (TickLens for a dense word,
// ticks() per tick otherwise). The caller pins all calls to one block, so the snapshot is
// consistent.
import { RoutingError } from '../errors.ts'
import type { Address, Hex32, Pool, TickRange, V2Pair, V3Pool, V4Pool } from '../graph/types.ts'
import type { Tick } from '../v3/tickList.ts'
import { MAX_TICK, MIN_TICK } from '../v3/tickMath.ts'
import {
  encodeAddress,
  encodeBytes32,
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

/** A v4 pool (graph/types.ts V4Pool): named by its PoolId, read through StateView. */
export interface V4PoolKey {
  protocol: 'v4'
  /** The PoolId. */
  address: Hex32
  /** The graph's tokens: the currencies, with the native coin as the wrapped native token. */
  token0: Address
  token1: Address
  currency0: Address
  currency1: Address
  /** The PoolKey's fee (0x800000: dynamic). */
  fee: number
  tickSpacing: number
  hooks: Address
}

export type PoolKey = V2PairKey | V3PoolKey | V4PoolKey

export interface LoadPoolsParams {
  multicall: Multicall
  pools: readonly PoolKey[]
  /** TickLens (v3-periphery): one call per bitmap word instead of one per tick. */
  tickLens?: Address
  /** v4's StateView: required when `pools` has v4 keys. */
  stateView?: Address
  maxCallsPerBatch?: number
  /**
   * Read only the bitmap words within this many ticks of each v3 pool's current tick (at least
   * the current word and one on each side), and mark the pool with the `tickRange` it knows:
   * a search reaching its edge asks for more (v3/tickEdges.ts, extendPools.ts). A 0.01 % pool
   * (tick spacing 1) has 6,933 words; the default radius reads 17 of them. Infinity: every word.
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

/**
 * Batches of at most `max` calls, one after the other: sent together, the 25 batches of a full
 * read queued on a node that runs one eth_call at a time, and the last ones outwaited the
 * client's per-request timeout (issue 17, seen on the devnet under load).
 */
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

export const wordOf = (tick: number, tickSpacing: number): number =>
  Math.floor(tick / tickSpacing) >> 8

/**
 * ±2,000 ticks is a price move of about ±22 %: beyond what a swap the app lets through moves a
 * pool's price (price impact is blocked above 3 %), so a small quote reads no further; 16–17
 * words of a tick-spacing-1 pool, 2–3 of a 0.05 % pool, 1–2 of the wider tiers.
 */
export const DEFAULT_TICK_RADIUS = 2_000

/** The tick range words [from, to] cover: the protocol bound on a side read to its end. */
export function tickRangeOf(tickSpacing: number, from: number, to: number): TickRange | undefined {
  const [lo, hi] = wordRange(tickSpacing)
  if (from <= lo && to >= hi) return undefined
  return {
    lower: from <= lo ? MIN_TICK : from * 256 * tickSpacing,
    upper: to >= hi ? MAX_TICK : (to * 256 + 255) * tickSpacing,
  }
}

/**
 * The words to read for a pool at `tick`: all of them, or those within `radius` ticks (at
 * least one, so the price is strictly inside the known range and a swap can start in either
 * direction). With the tick range they cover exactly. The radius counts ticks, not words: a
 * word of a 1 % pool spans 51,200 ticks, so forcing a word on each side (as this did before
 * issue 17's cold-quote work) read every position of the wide-spacing pools — most of a cold
 * quote's tick reads on the mainnet replica — where ±2,000 ticks usually fit in one word.
 */
export function wordsToRead(
  tickSpacing: number,
  tick: number,
  radius: number | undefined,
): { words: [number, number]; tickRange?: TickRange } {
  const [lo, hi] = wordRange(tickSpacing)
  if (radius === undefined || !Number.isFinite(radius)) return { words: [lo, hi] }
  const reach = Math.max(1, radius)
  const from = Math.max(lo, wordOf(tick - reach, tickSpacing))
  const to = Math.min(hi, wordOf(tick + reach, tickSpacing))
  const tickRange = tickRangeOf(tickSpacing, from, to)
  return tickRange ? { words: [from, to], tickRange } : { words: [lo, hi] }
}

/**
 * Initialized ticks encoded by one bitmap word, ascending. Scanned by hex digit: 256 BigInt
 * shifts per word were a few ms of a cold quote's CPU (issue 17).
 */
export function ticksInWord(word: number, bitmap: bigint, tickSpacing: number): number[] {
  const ticks: number[] = []
  const hex = bitmap.toString(16)
  for (let digit = 0; digit < hex.length; digit++) {
    const nibble = Number.parseInt(hex[hex.length - 1 - digit] as string, 16)
    if (nibble === 0) continue
    for (let b = 0; b < 4; b++)
      if (nibble & (1 << b)) ticks.push((word * 256 + digit * 4 + b) * tickSpacing)
  }
  return ticks
}

interface V3Head {
  key: V3PoolKey | V4PoolKey
  sqrtPriceX96: bigint
  tick: number
  liquidity: bigint
  /** v4: slot0's lpFee, the fee a swap pays now (a dynamic-fee pool's key says only 0x800000). */
  lpFee?: number
}

interface Heads {
  v2: V2Pair[]
  v3: V3Head[]
  skipped: LoadPoolsResult['skipped']
}

function stateViewOf(params: { stateView?: Address }): Address {
  if (params.stateView === undefined)
    throw new PoolLoadError('v4 pools need the chain’s StateView address')
  return params.stateView
}

/** The v3 pool's own call, or StateView's for a v4 pool (`selector(poolId, …)`). */
function headCalls(p: PoolKey, params: LoadPoolsParams): Call[] {
  if (p.protocol === 'v2') return [{ to: p.address, data: SELECTORS.getReserves }]
  if (p.protocol === 'v3')
    return [
      { to: p.address, data: SELECTORS.slot0 },
      { to: p.address, data: SELECTORS.liquidity },
    ]
  const to = stateViewOf(params)
  const id = encodeBytes32(p.address)
  return [
    { to, data: encodeCall(SELECTORS.v4Slot0, id) },
    { to, data: encodeCall(SELECTORS.v4Liquidity, id) },
  ]
}

/** Round 1: v2 reserves, v3 (and v4) slot0 and liquidity. */
async function readHeads(params: LoadPoolsParams, max: number): Promise<Heads> {
  const calls: Call[] = params.pools.flatMap((p) => headCalls(p, params))
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
    const sqrtPriceX96 = wordAt(slot0, 0)
    // StateView answers zeros for a PoolId no pool was initialized with.
    if (key.protocol === 'v4' && sqrtPriceX96 === 0n) {
      heads.skipped.push({ address: key.address, reason: 'v4 pool not initialized' })
      continue
    }
    heads.v3.push({
      key,
      sqrtPriceX96,
      tick: Number(signedAt(slot0, 1)),
      liquidity: wordAt(liquidity, 0),
      ...(key.protocol === 'v4' ? { lpFee: Number(wordAt(slot0, 3)) } : {}),
    })
  }
  return heads
}

/** Bitmap words [from, to] of one v3 pool to read the initialized ticks of. */
export interface WordRead {
  /** The v3 pool's address, or a v4 PoolId (then `stateView` is set). */
  pool: Address
  tickSpacing: number
  from: number
  to: number
  /** v4: the StateView that answers for the PoolId in `pool`. */
  stateView?: Address
}

function bitmapCall(r: WordRead, word: number): Call {
  return r.stateView
    ? {
        to: r.stateView,
        data: encodeCall(SELECTORS.v4TickBitmap, encodeBytes32(r.pool), encodeInt(word)),
      }
    : { to: r.pool, data: encodeCall(SELECTORS.tickBitmap, encodeInt(word)) }
}

/** liquidityNet is the second word of both answers (v3 ticks(), v4 getTickLiquidity). */
function tickCall(r: WordRead, tick: number): Call {
  return r.stateView
    ? {
        to: r.stateView,
        data: encodeCall(SELECTORS.v4TickLiquidity, encodeBytes32(r.pool), encodeInt(tick)),
      }
    : { to: r.pool, data: encodeCall(SELECTORS.ticks, encodeInt(tick)) }
}

/**
 * A word with at least this many initialized ticks is read through TickLens (one call), a
 * sparser one tick by tick (ticks(), one call each). TickLens walks all 256 bits of its word
 * twice, which on an interpreted EVM (the devnet's) costs as much as a dozen ticks() calls:
 * asked for every word near the price, most of them empty, it made a cold read ten times
 * slower than reading the bitmap first (bench/README.md "Cold quotes").
 */
const LENS_MIN_TICKS = 16

/**
 * The initialized ticks (with liquidityNet) of every word range, ascending, one list per read,
 * in two rounds: the bitmap words (cheap, most are empty), then the ticks they reveal.
 */
export async function readTickWords(
  multicall: Multicall,
  reads: readonly WordRead[],
  tickLens: Address | undefined,
  max: number,
): Promise<Tick[][]> {
  const calls: Call[] = []
  for (const r of reads) for (let w = r.from; w <= r.to; w++) calls.push(bitmapCall(r, w))
  const results = await batched(multicall, calls, max)
  let at = 0
  // Per read: the words for TickLens and the ticks for ticks(), in one round for all reads.
  const plans = reads.map((r) => {
    const lensWords: number[] = []
    const single: number[] = []
    for (let w = r.from; w <= r.to; w++) {
      const data = results[at++]
      if (data === undefined) throw new PoolLoadError(`tickBitmap(${w}) reverted on ${r.pool}`)
      const bits = wordAt(data, 0)
      if (bits === 0n) continue
      const ticks = ticksInWord(w, bits, r.tickSpacing)
      // TickLens reads v3 pools only.
      if (tickLens && !r.stateView && ticks.length >= LENS_MIN_TICKS) lensWords.push(w)
      else single.push(...ticks)
    }
    return { read: r, lensWords, single }
  })
  const tickCalls: Call[] = plans.flatMap(({ read, lensWords, single }): Call[] => [
    ...lensWords.map((w) => ({
      to: tickLens as Address,
      data: encodeCall(SELECTORS.getPopulatedTicksInWord, encodeAddress(read.pool), encodeInt(w)),
    })),
    ...single.map((t) => tickCall(read, t)),
  ])
  const answers = await batched(multicall, tickCalls, max)
  at = 0
  return plans.map(({ read, lensWords, single }) => {
    const ticks: Tick[] = []
    for (const w of lensWords) {
      const data = answers[at++]
      if (data === undefined) throw new PoolLoadError(`tick read ${w} reverted for ${read.pool}`)
      ticks.push(...decodePopulatedTicks(data))
    }
    for (const index of single) {
      const data = answers[at++]
      if (data === undefined)
        throw new PoolLoadError(`tick read ${index} reverted for ${read.pool}`)
      ticks.push({ index, liquidityNet: signedAt(data, 1) })
    }
    return ticks.sort((a, b) => a.index - b.index)
  })
}

/** Rounds 2 (and 3): the ticks of the words near each v3 (and v4) pool's price. */
async function readV3(
  params: LoadPoolsParams,
  heads: readonly V3Head[],
  max: number,
): Promise<(V3Pool | V4Pool)[]> {
  const radius = params.tickRadius ?? DEFAULT_TICK_RADIUS
  const plans = heads.map((head) => wordsToRead(head.key.tickSpacing, head.tick, radius))
  const ticks = await readTickWords(
    params.multicall,
    heads.map((head, i) => {
      const [from, to] = plans[i]?.words ?? [0, -1]
      const v4 = head.key.protocol === 'v4' ? { stateView: stateViewOf(params) } : {}
      return { pool: head.key.address, tickSpacing: head.key.tickSpacing, from, to, ...v4 }
    }),
    params.tickLens,
    max,
  )
  return heads.map((head, i): V3Pool | V4Pool => {
    const tickRange = plans[i]?.tickRange
    const state = {
      sqrtPriceX96: head.sqrtPriceX96,
      tick: head.tick,
      liquidity: head.liquidity,
      ticks: ticks[i] ?? [],
      ...(tickRange ? { tickRange } : {}),
    }
    const { key } = head
    if (key.protocol === 'v3') return { ...key, ...state }
    // The swap pays slot0's lpFee; the key's fee stays for encoding the PoolKey.
    return { ...key, ...state, keyFee: key.fee, fee: head.lpFee ?? key.fee }
  })
}

export async function loadPools(params: LoadPoolsParams): Promise<LoadPoolsResult> {
  return loadPoolsStaged(params).all
}

/**
 * loadPools with the v2 pairs handed out after the first round: they are complete then, and
 * the transfer-fee detector needs nothing else (issue 17: it runs beside the tick reads).
 */
export function loadPoolsStaged(params: LoadPoolsParams): {
  pairs: Promise<V2Pair[]>
  all: Promise<LoadPoolsResult>
} {
  const max = params.maxCallsPerBatch ?? 1000
  const heads = readHeads(params, max)
  const all = heads.then(async (h) => {
    const v3 = await readV3(params, h.v3, max)
    return { pools: [...h.v2, ...v3], skipped: h.skipped }
  })
  // Callers may await only one of the two: the other must not be an unhandled rejection.
  const pairs = heads.then((h) => h.v2)
  pairs.catch(() => undefined)
  all.catch(() => undefined)
  return { pairs, all }
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
