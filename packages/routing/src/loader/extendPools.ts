// Reading further into partially read v3 pools (issue 17, cold quotes): a search that reached
// the edge of a pool's known ticks (v3/tickEdges.ts) names the pool and the direction; the words
// beyond that edge are read, in one batch for all pools, at the snapshot's block, and merged
// into new pool objects (snapshots are immutable: model curves are cached per pool object).
// Each round reaches GROWTH times as far from the price as the last, so even a swap that drains
// a tick-spacing-1 pool (3,466 words a side) is read completely in a handful of rounds, while a
// trade that only just passes the edge reads a few more words.
import type { TickEdge } from '../errors.ts'
import type { Address, V3Pool, V4Pool } from '../graph/types.ts'
import type { Tick } from '../v3/tickList.ts'
import {
  type Multicall,
  readTickWords,
  tickRangeOf,
  type WordRead,
  wordOf,
  wordRange,
} from './loadPools.ts'

/** How much further from the current word each round reaches, per side. */
export const GROWTH = 4

export interface ExtendPoolsParams {
  multicall: Multicall
  /** The snapshot's pools; only partially read v3/v4 pools named in `edges` are read further. */
  pools: readonly (V3Pool | V4Pool)[]
  edges: readonly TickEdge[]
  tickLens?: Address
  /** v4's StateView, for v4 pools. */
  stateView?: Address
  maxCallsPerBatch?: number
}

/** The words a pool has read, [from, to], from its tick range. */
function knownWords(pool: V3Pool | V4Pool): [number, number] {
  const [lo, hi] = wordRange(pool.tickSpacing)
  const range = pool.tickRange
  if (range === undefined) return [lo, hi]
  return [wordOf(range.lower, pool.tickSpacing), wordOf(range.upper, pool.tickSpacing)]
}

/**
 * The pool's active liquidity past the last known tick on one side (the price falling when
 * `zeroForOne`). Zero there means a search walked out of every known position to the edge:
 * what lies beyond is empty or a far-out position, and reading GROWTH× further per round would
 * only repeat the search several times on the way to the pool's end (the 5 M USDC → WETH trade
 * of bench/README.md "Cold quotes" took 5 rounds and ~16,000 words so).
 */
export function liquidityPastKnownTicks(pool: V3Pool | V4Pool, zeroForOne: boolean): bigint {
  let liquidity = pool.liquidity
  for (const t of pool.ticks) {
    // Crossing down through t subtracts its liquidityNet, crossing up adds it.
    if (zeroForOne && t.index <= pool.tick) liquidity -= t.liquidityNet
    if (!zeroForOne && t.index > pool.tick) liquidity += t.liquidityNet
  }
  return liquidity
}

/** The pools read further (new objects, by address); pools already complete are left out. */
export async function extendPools<P extends V3Pool | V4Pool>(
  params: ExtendPoolsParams & { pools: readonly P[] },
): Promise<Map<string, P>> {
  const sides = new Map<string, Set<boolean>>()
  for (const e of params.edges) {
    const set = sides.get(e.pool) ?? new Set<boolean>()
    set.add(e.zeroForOne)
    sides.set(e.pool, set)
  }
  const plans: { pool: P; from: number; to: number; reads: WordRead[] }[] = []
  for (const pool of params.pools) {
    const wanted = sides.get(pool.address.toLowerCase())
    if (wanted === undefined || pool.tickRange === undefined) continue
    const [lo, hi] = wordRange(pool.tickSpacing)
    const [from, to] = knownWords(pool)
    const current = wordOf(pool.tick, pool.tickSpacing)
    let newFrom = from
    let newTo = to
    // The price falls when token0 goes in: the words below are needed.
    // A side with no liquidity left past its known ticks is read to its end in one round.
    if (wanted.has(true))
      newFrom =
        liquidityPastKnownTicks(pool, true) === 0n
          ? lo
          : Math.max(lo, current - Math.max(1, current - from) * GROWTH)
    if (wanted.has(false))
      newTo =
        liquidityPastKnownTicks(pool, false) === 0n
          ? hi
          : Math.min(hi, current + Math.max(1, to - current) * GROWTH)
    const reads: WordRead[] = []
    const v4 = pool.protocol === 'v4' && params.stateView ? { stateView: params.stateView } : {}
    const base = { pool: pool.address, tickSpacing: pool.tickSpacing, ...v4 }
    if (newFrom < from) reads.push({ ...base, from: newFrom, to: from - 1 })
    if (newTo > to) reads.push({ ...base, from: to + 1, to: newTo })
    if (reads.length > 0) plans.push({ pool, from: newFrom, to: newTo, reads })
  }
  const read = await readTickWords(
    params.multicall,
    plans.flatMap((p) => p.reads),
    params.tickLens,
    params.maxCallsPerBatch ?? 1000,
  )
  const out = new Map<string, P>()
  let at = 0
  for (const { pool, from, to, reads } of plans) {
    const added: Tick[] = reads.flatMap(() => read[at++] ?? [])
    const ticks = [...pool.ticks, ...added].sort((a, b) => a.index - b.index)
    const { tickRange: _old, ...rest } = pool
    const tickRange = tickRangeOf(pool.tickSpacing, from, to)
    out.set(pool.address.toLowerCase(), {
      ...rest,
      ticks,
      ...(tickRange ? { tickRange } : {}),
    } as unknown as P)
  }
  return out
}
