import { describe, expect, it } from 'vitest'
import type { Pool, V3Pool } from '../graph/types.ts'
import {
  FAKE_TICK_LENS,
  FAKE_V2_FACTORY,
  FAKE_V3_FACTORY,
  fakeChain,
} from '../testing/fakeChain.ts'
import { randomGraph, tokenAddress } from '../testing/graphs.ts'
import { createRng } from '../testing/prng.ts'
import { MAX_TICK, MIN_TICK } from '../v3/tickMath.ts'
import { discoverPools } from './discoverPools.ts'
import { loadPools, type PoolKey } from './loadPools.ts'

function keyOf(pool: Pool): PoolKey {
  const { address, token0, token1 } = pool
  return pool.protocol === 'v2'
    ? { protocol: 'v2', address, token0, token1 }
    : { protocol: 'v3', address, token0, token1, fee: pool.fee, tickSpacing: pool.tickSpacing }
}

const sortByAddress = (pools: readonly Pool[]): Pool[] =>
  [...pools].sort((a, b) => (a.address < b.address ? -1 : 1))

describe('loadPools', () => {
  const pools = randomGraph(createRng(31), { tokens: 4, pools: 10, v2Share: 0.4 })

  it('rebuilds every pool exactly in three multicall rounds, with TickLens, read in full', async () => {
    const chain = fakeChain(pools)
    const result = await loadPools({
      multicall: chain.multicall,
      pools: pools.map(keyOf),
      tickLens: FAKE_TICK_LENS,
      maxCallsPerBatch: 100_000,
      tickRadius: Number.POSITIVE_INFINITY,
    })
    expect(result.skipped).toEqual([])
    expect(sortByAddress(result.pools)).toEqual(sortByAddress(pools))
    expect(chain.rounds()).toBe(3)
  })

  it('rebuilds them the same way from ticks() calls, split into batches', async () => {
    const chain = fakeChain(pools)
    const result = await loadPools({
      multicall: chain.multicall,
      pools: pools.map(keyOf),
      maxCallsPerBatch: 500,
      tickRadius: Number.POSITIVE_INFINITY,
    })
    expect(sortByAddress(result.pools)).toEqual(sortByAddress(pools))
    expect(chain.rounds()).toBeGreaterThan(3)
  })

  it('reads only the words near the price by default, in three rounds', async () => {
    const chain = fakeChain(pools)
    const result = await loadPools({
      multicall: chain.multicall,
      pools: pools.map(keyOf),
      tickLens: FAKE_TICK_LENS,
    })
    expect(chain.rounds()).toBe(3)
    expect(result.pools.some((p) => p.protocol === 'v3' && p.tickRange !== undefined)).toBe(true)
    for (const loaded of result.pools) {
      if (loaded.protocol !== 'v3') continue
      const pool = pools.find((p) => p.address === loaded.address) as V3Pool
      const range = loaded.tickRange ?? { lower: MIN_TICK, upper: MAX_TICK }
      expect(loaded.ticks).toEqual(
        pool.ticks.filter((t) => t.index >= range.lower && t.index <= range.upper),
      )
    }
  })

  it('skips an address whose reads revert and says why', async () => {
    const chain = fakeChain(pools)
    const ghost: PoolKey = {
      protocol: 'v2',
      address: '0x00000000000000000000000000000000000000ee',
      token0: tokenAddress(0),
      token1: tokenAddress(1),
    }
    const result = await loadPools({
      multicall: chain.multicall,
      pools: [...pools.map(keyOf), ghost],
      tickLens: FAKE_TICK_LENS,
    })
    expect(result.pools).toHaveLength(pools.length)
    expect(result.skipped).toEqual([{ address: ghost.address, reason: 'getReserves reverted' }])
  })
})

describe('discoverPools', () => {
  it('finds the v2 pairs and v3 pools among the tokens in one round', async () => {
    const pools = randomGraph(createRng(32), { tokens: 4, pools: 8, v2Share: 0.5 })
    // One pool per (pair, protocol, fee): the fake factory returns the first match only.
    const unique = pools.filter(
      (p, i) =>
        pools.findIndex(
          (q) =>
            q.token0 === p.token0 &&
            q.token1 === p.token1 &&
            q.protocol === p.protocol &&
            (q.protocol === 'v2' || (p.protocol === 'v3' && q.fee === p.fee)),
        ) === i,
    )
    const chain = fakeChain(unique)
    const keys = await discoverPools({
      multicall: chain.multicall,
      tokens: [0, 1, 2, 3].map((i) => tokenAddress(i).toUpperCase().replace('0X', '0x')),
      v2Factory: FAKE_V2_FACTORY,
      v3Factory: FAKE_V3_FACTORY,
      feeTiers: [100, 500, 3000, 10000],
    })
    expect(chain.rounds()).toBe(1)
    const sort = (ks: PoolKey[]): PoolKey[] =>
      [...ks].sort((a, b) => (a.address < b.address ? -1 : 1))
    expect(sort(keys)).toEqual(sort(unique.map(keyOf)))
  })
})
