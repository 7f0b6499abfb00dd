// Lazy tick reads (issue 17, cold quotes): the cache reads only the words near each v3 pool's
// price, the engine says where it reached the edge of what was read, the cache reads further
// and the search runs again. The answer must be the one the fully read pools give — for small
// trades (without reading further) and for trades that drain pools (reading to the end).
import { describe, expect, it } from 'vitest'
import { RoutingError, TicksNeededError } from './errors.ts'
import { findBestTrade } from './findBestTrade.ts'
import type { Pool, PoolSnapshot, V3Pool } from './graph/types.ts'
import { SELECTORS } from './loader/abi.ts'
import type { Call } from './loader/loadPools.ts'
import { untilTicksSuffice } from './quoteUntilExact.ts'
import { createPoolStateCache } from './state/poolStateCache.ts'
import { FAKE_TICK_LENS, FAKE_V2_FACTORY, FAKE_V3_FACTORY } from './testing/fakeChain.ts'
import { fakeReader } from './testing/fakeReader.ts'
import { randomGraph, tokenAddress } from './testing/graphs.ts'
import { createRng, type Rng } from './testing/prng.ts'
import { poolFromPositions, sqrtPriceInside } from './testing/v3Pools.ts'
import { getTickAtSqrtRatio } from './v3/tickMath.ts'

const TOKENS = 5

/** A tick-spacing-1 pool between t0 and t1 with liquidity far from its price on both sides. */
function farReachingPool(rng: Rng, like: Pool): V3Pool {
  const sqrt = like.protocol === 'v3' ? like.sqrtPriceX96 : 2n ** 96n
  const tick = getTickAtSqrtRatio(sqrt)
  const base = Math.round(tick)
  return poolFromPositions({
    fee: 100,
    sqrtPriceX96: sqrtPriceInside(rng, base),
    token0: like.token0,
    token1: like.token1,
    address: '0x00000000000000000000000000000000000fa100',
    positions: [
      { tickLower: base - 300, tickUpper: base + 300, liquidity: 10n ** 18n },
      { tickLower: base - 120_000, tickUpper: base - 90_000, liquidity: 10n ** 19n },
      { tickLower: base + 80_000, tickUpper: base + 150_000, liquidity: 10n ** 19n },
    ],
  })
}

function world(seed: number) {
  const rng = createRng(seed)
  const graph = randomGraph(rng, { tokens: TOKENS, pools: 14, v2Share: 0.3 })
  const first = graph[0] as Pool
  const pools = [...graph, farReachingPool(rng, first)]
  const reader = fakeReader(pools)
  const words = { bitmap: 0, lens: 0 }
  const counting = {
    ...reader,
    multicall(calls: readonly Call[], block?: bigint) {
      for (const c of calls) {
        if (c.data.startsWith(SELECTORS.tickBitmap)) words.bitmap++
        if (c.data.startsWith(SELECTORS.getPopulatedTicksInWord)) words.lens++
      }
      return reader.multicall(calls, block)
    },
  }
  const config = {
    chainId: 1,
    v2Factory: FAKE_V2_FACTORY,
    v3Factory: FAKE_V3_FACTORY,
    tickLens: FAKE_TICK_LENS,
    bases: Array.from({ length: TOKENS }, (_, i) => tokenAddress(i)),
  }
  const cache = createPoolStateCache({ reader: counting, config })
  // The same pools read in full, every bitmap word (the cache's behaviour before issue 17).
  const fullCache = createPoolStateCache({
    reader,
    config: { ...config, tickRadius: Number.POSITIVE_INFINITY },
  })
  const full = async (): Promise<PoolSnapshot> =>
    (await fullCache.snapshot([tokenAddress(0), tokenAddress(1)])).snapshot
  return { rng, cache, full, words }
}

type Outcome = { error: string } | Record<string, unknown>

/** The trade without its pool objects (a partial read's differ from the full ones). */
function outcome(run: () => ReturnType<typeof findBestTrade>): Outcome {
  try {
    const { routes, blockNumber: _b, ...rest } = run()
    return {
      ...rest,
      routes: routes.map(({ route, hops, ...r }) => ({
        ...r,
        pools: route.pools.map((p) => p.address),
        hops: hops.map(({ pool, ...h }) => ({ ...h, pool: pool.address })),
      })),
    }
  } catch (e) {
    if (e instanceof TicksNeededError || !(e instanceof RoutingError)) throw e
    return { error: e.name }
  }
}

describe('untilTicksSuffice over the pool-state cache', () => {
  it('quotes every trade size exactly as the fully read pools do, reading further only for large ones', async () => {
    let extended = 0
    let small = 0
    let cases = 0
    let trades = 0
    for (const seed of [1, 2, 3]) {
      const { rng, cache, full } = world(seed)
      const fullSnapshot = await full()
      for (const tradeType of ['exactIn', 'exactOut'] as const) {
        for (const amount of [10n ** 12n, rng.logUniform(15, 20), 10n ** 24n, 10n ** 30n]) {
          const params = {
            tokenIn: tokenAddress(0),
            tokenOut: tokenAddress(1),
            tradeType,
            amount,
          }
          const expected = outcome(() => findBestTrade({ ...params, snapshot: fullSnapshot }))
          const state = await cache.snapshot([params.tokenIn, params.tokenOut])
          let rounds = 0
          const got = await untilTicksSuffice(cache, state, (s) =>
            outcome(() => findBestTrade({ ...params, snapshot: s.snapshot })),
          )
          rounds = got.rounds
          expect(got.result).toEqual(expected)
          cases++
          if (!('error' in expected)) trades++
          if (rounds > 0) extended++
          if (amount === 10n ** 12n && rounds === 0) small++
        }
      }
    }
    expect(cases).toBe(24)
    expect(trades).toBeGreaterThan(12)
    // Huge trades did read further; the smallest never needed to.
    expect(extended).toBeGreaterThan(4)
    expect(small).toBe(6)
  }, 60_000)

  it('reads only the words near the price for a small cold quote', async () => {
    const { cache, words } = world(7)
    const state = await cache.snapshot([tokenAddress(0), tokenAddress(1)])
    const { rounds } = await untilTicksSuffice(cache, state, (s) =>
      findBestTrade({
        snapshot: s.snapshot,
        tokenIn: tokenAddress(0),
        tokenOut: tokenAddress(1),
        tradeType: 'exactIn',
        amount: 10n ** 12n,
      }),
    )
    const v3 = state.snapshot.pools.filter((p) => p.protocol === 'v3')
    expect(rounds).toBe(0)
    // 17 words for a tick-spacing-1 pool, 3 for every other tier (loadPools DEFAULT_TICK_RADIUS),
    // where a full read takes 6,933 and 694, 116 or 35.
    const budget = v3.reduce((n, p) => n + (p.tickSpacing === 1 ? 17 : 3), 0)
    expect(v3.some((p) => p.tickSpacing === 1)).toBe(true)
    expect(words.bitmap).toBeGreaterThan(v3.length * 3 - 1)
    expect(words.bitmap).toBeLessThanOrEqual(budget)
  })

  it('keeps the extended pools: the next snapshot of the same tokens needs no further reads', async () => {
    const { cache, words } = world(5)
    const params = {
      tokenIn: tokenAddress(0),
      tokenOut: tokenAddress(1),
      tradeType: 'exactIn' as const,
      amount: 10n ** 24n,
    }
    const state = await cache.snapshot([params.tokenIn, params.tokenOut])
    const first = await untilTicksSuffice(cache, state, (s) =>
      outcome(() => findBestTrade({ ...params, snapshot: s.snapshot })),
    )
    expect(first.rounds).toBeGreaterThan(0)
    const read = words.lens + words.bitmap
    const again = await cache.snapshot([params.tokenIn, params.tokenOut])
    expect(again.snapshot).toBe(first.state.snapshot)
    const second = await untilTicksSuffice(cache, again, (s) =>
      outcome(() => findBestTrade({ ...params, snapshot: s.snapshot })),
    )
    expect(second.rounds).toBe(0)
    expect(second.result).toEqual(first.result)
    expect(words.lens + words.bitmap).toBe(read)
  })
})
