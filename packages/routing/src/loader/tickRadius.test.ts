// Partial pool reads (loadPools `tickRadius`): only the bitmap words near the price are read,
// and a swap stops at the edge of the known ticks instead of guessing beyond it (the search
// then reads further: quoteUntilExact.test.ts).
import { describe, expect, it } from 'vitest'
import type { Pool, V3Pool } from '../graph/types.ts'
import { FAKE_TICK_LENS, fakeChain } from '../testing/fakeChain.ts'
import { randomGraph } from '../testing/graphs.ts'
import { createRng } from '../testing/prng.ts'
import { randomV3Pool } from '../testing/v3Pools.ts'
import { simulateV3Swap } from '../v3/simulate.ts'
import { MAX_TICK, MIN_TICK } from '../v3/tickMath.ts'
import { loadPools, type PoolKey, ticksInWord, wordRange, wordsToRead } from './loadPools.ts'

function keyOf(pool: Pool): PoolKey {
  const { address, token0, token1 } = pool
  return pool.protocol === 'v2'
    ? { protocol: 'v2', address, token0, token1 }
    : { protocol: 'v3', address, token0, token1, fee: pool.fee, tickSpacing: pool.tickSpacing }
}

/** The pool as a partial read within `radius` ticks would see it. */
function partial(pool: V3Pool, radius: number): V3Pool {
  const { tickRange } = wordsToRead(pool.tickSpacing, pool.tick, radius)
  if (tickRange === undefined) return pool
  return {
    ...pool,
    ticks: pool.ticks.filter((t) => t.index >= tickRange.lower && t.index <= tickRange.upper),
    tickRange,
  }
}

describe('ticksInWord', () => {
  it('lists the set bits of a word as ticks, ascending, as a bit-by-bit scan does', () => {
    const rng = createRng(3)
    for (let k = 0; k < 50; k++) {
      let bitmap = 0n
      for (let i = 0; i < 8; i++) bitmap |= 1n << BigInt(rng.int(0, 255))
      if (k === 0) bitmap = (1n << 256n) - 1n
      const slow: number[] = []
      for (let bit = 0; bit < 256; bit++)
        if ((bitmap >> BigInt(bit)) & 1n) slow.push((-3 * 256 + bit) * 60)
      expect(ticksInWord(-3, bitmap, 60)).toEqual(slow)
    }
    expect(ticksInWord(0, 0n, 1)).toEqual([])
  })
})

describe('wordsToRead', () => {
  it('reads every word without a radius', () => {
    expect(wordsToRead(1, 0, undefined)).toEqual({ words: wordRange(1) })
  })

  it('reads the words within the radius (in ticks, not words), and says which ticks', () => {
    // Spacing 1, tick 1000: word 3; ±20,000 ticks → words -75 … 82.
    expect(wordsToRead(1, 1000, 20_000)).toEqual({
      words: [-75, 82],
      tickRange: { lower: -75 * 256, upper: 82 * 256 + 255 },
    })
    // The price stays strictly inside: tick -1 (word -1, at its upper end) with radius 1 reads
    // word 0 too; radius 0 counts as 1.
    expect(wordsToRead(60, -1, 1)).toEqual({
      words: [-1, 0],
      tickRange: { lower: -256 * 60, upper: 255 * 60 },
    })
    expect(wordsToRead(60, -1, 0)).toEqual(wordsToRead(60, -1, 1))
    // A 1 % pool in the middle of a word: ±2,000 ticks is that word alone (51,200 ticks wide).
    expect(wordsToRead(200, 25_600, 2_000)).toEqual({
      words: [0, 0],
      tickRange: { lower: 0, upper: 255 * 200 },
    })
  })

  it('keeps the protocol bound on a side whose words are all read', () => {
    const [lo, hi] = wordRange(200)
    expect(wordsToRead(200, 0, 10_000_000)).toEqual({ words: [lo, hi] })
    const near = wordsToRead(200, MIN_TICK + 10, 60_000)
    expect(near.words[0]).toBe(lo)
    expect(near.tickRange?.lower).toBe(MIN_TICK)
    expect(near.tickRange?.upper).toBeLessThan(MAX_TICK)
  })
})

describe('loadPools with a tick radius', () => {
  const pools = randomGraph(createRng(41), { tokens: 4, pools: 10, v2Share: 0.3 })

  it('reads fewer words and rebuilds exactly the ticks within the range it reports', async () => {
    const full = fakeChain(pools)
    const bounded = fakeChain(pools)
    let fullCalls = 0
    let boundedCalls = 0
    await loadPools({
      multicall: (calls) => {
        fullCalls += calls.length
        return full.multicall(calls)
      },
      pools: pools.map(keyOf),
      tickLens: FAKE_TICK_LENS,
      tickRadius: Number.POSITIVE_INFINITY,
    })
    const result = await loadPools({
      multicall: (calls) => {
        boundedCalls += calls.length
        return bounded.multicall(calls)
      },
      pools: pools.map(keyOf),
      tickLens: FAKE_TICK_LENS,
      tickRadius: 5_000,
    })
    expect(boundedCalls).toBeLessThan(fullCalls / 5)
    for (const pool of pools) {
      const loaded = result.pools.find((p) => p.address === pool.address)
      expect(loaded).toEqual(pool.protocol === 'v3' ? partial(pool, 5_000) : pool)
    }
  })
})

describe('simulateV3Swap on a partially read pool', () => {
  it('equals the full pool inside the known range and refuses to go beyond it', () => {
    const rng = createRng(42)
    let inside = 0
    let beyond = 0
    for (let i = 0; i < 200; i++) {
      const pool = randomV3Pool(rng)
      const known = partial(pool, rng.pick([300, 3_000, 30_000]))
      const zeroForOne = rng.next() < 0.5
      const amount = rng.logUniform(3, 30) * (rng.next() < 0.5 ? 1n : -1n)
      const a = simulateV3Swap(pool, zeroForOne, amount)
      const b = simulateV3Swap(known, zeroForOne, amount)
      const range = known.tickRange
      const stayed =
        range === undefined || (zeroForOne ? a.tickAfter >= range.lower : a.tickAfter < range.upper)
      if (!b.insufficientLiquidity) {
        inside++
        expect(b).toEqual(a)
      } else {
        // Refused only when the full swap runs out or leaves the known range.
        expect(a.insufficientLiquidity || !stayed).toBe(true)
        if (!a.insufficientLiquidity) beyond++
      }
    }
    expect(inside).toBeGreaterThan(50)
    expect(beyond).toBeGreaterThan(5)
  })
})
