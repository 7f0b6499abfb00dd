// The shared pool-state cache on a fake chain of v2 pairs (the reader is faked; the devnet
// integration tests of the service and the web app run it against real nodes).
import { describe, expect, it } from 'vitest'
import type { Pool, V3Pool } from '../graph/types.ts'
import { SELECTORS } from '../loader/abi.ts'
import { FAKE_V2_FACTORY, FAKE_V3_FACTORY, standardFeeTiers } from '../testing/fakeChain.ts'
import { fakeReader, seededPairs, TOKEN_A, TOKEN_B, TOKEN_C } from '../testing/fakeReader.ts'
import { createRng } from '../testing/prng.ts'
import { randomV3Pool } from '../testing/v3Pools.ts'
import { createPoolStateCache } from './poolStateCache.ts'

function setup(
  options: {
    headTtlMs?: number
    maxTokenSets?: number
    maxPools?: number
    logs?: { maxRange?: number; maxRequests?: number }
  } = {},
) {
  const pairs = seededPairs()
  const reader = fakeReader(pairs)
  let time = 0
  const cache = createPoolStateCache({
    reader,
    config: {
      chainId: 31337,
      v2Factory: FAKE_V2_FACTORY,
      v3Factory: FAKE_V3_FACTORY,
      bases: [TOKEN_B],
    },
    now: () => time,
    ...options,
  })
  const [ab, bc] = pairs
  if (ab === undefined || bc === undefined) throw new Error('seed')
  const tick = (ms: number): void => {
    time += ms
  }
  return { ab, bc, reader, cache, tick }
}

const reserve0Of = (pools: readonly Pool[], address: string): bigint | undefined => {
  const pool = pools.find((p) => p.address === address)
  return pool?.protocol === 'v2' ? pool.reserve0 : undefined
}

describe('createPoolStateCache', () => {
  it('reads the pools among the tokens and the bases at the latest block', async () => {
    const { cache, ab, bc } = setup()
    const { head, snapshot, gasPriceWei } = await cache.snapshot([TOKEN_A, TOKEN_C])
    expect(head.number).toBe(100n)
    expect(gasPriceWei).toBe(2_000_000_000n)
    expect(snapshot).toMatchObject({ chainId: 31337, blockNumber: 100n })
    expect(snapshot.pools.map((p) => p.address).sort()).toEqual([ab.address, bc.address])
  })

  it('carries the L1 fee price where the reader has one, and quotes on without it when it fails (issue 33)', async () => {
    const price = { numerator: 7n, denominator: 2n }
    const priced = setup()
    priced.reader.l1FeePerDataGas = async () => price
    expect((await priced.cache.snapshot([TOKEN_A, TOKEN_C])).l1FeePerDataGas).toEqual(price)
    const failing = setup()
    failing.reader.l1FeePerDataGas = () => Promise.reject(new Error('refused'))
    const state = await failing.cache.snapshot([TOKEN_A, TOKEN_C])
    expect(state.gasPriceWei).toBe(2_000_000_000n)
    expect(state.l1FeePerDataGas).toBeUndefined()
    expect(state.snapshot.pools.length).toBeGreaterThan(0)
  })

  it('hands out the same snapshot object for the same block and token set, without reads', async () => {
    const { cache, reader } = setup()
    const first = await cache.snapshot([TOKEN_A, TOKEN_C])
    const calls = reader.calls()
    const [again, reordered] = await Promise.all([
      cache.snapshot([TOKEN_A, TOKEN_C]),
      cache.snapshot([TOKEN_C.toUpperCase().replace('0X', '0x'), TOKEN_A]),
    ])
    expect(again.snapshot).toBe(first.snapshot)
    expect(reordered.snapshot).toBe(first.snapshot)
    expect(reader.calls()).toBe(calls)
    reader.mine()
    expect((await cache.snapshot([TOKEN_A, TOKEN_C])).snapshot).not.toBe(first.snapshot)
  })

  it('on a new block re-reads only the pools that emitted logs', async () => {
    const { cache, reader, ab, bc } = setup()
    await cache.snapshot([TOKEN_A, TOKEN_C])
    const calls = reader.calls()
    ab.reserve0 += 5n
    bc.reserve0 += 7n // changed without a log: must not be re-read
    reader.mine([ab.address])
    const { snapshot } = await cache.snapshot([TOKEN_A, TOKEN_C])
    expect(snapshot.blockNumber).toBe(101n)
    expect(reader.calls() - calls).toBe(1) // one getReserves
    expect(reserve0Of(snapshot.pools, ab.address)).toBe(ab.reserve0)
    expect(reserve0Of(snapshot.pools, bc.address)).toBe(bc.reserve0 - 7n)
  })

  it('drops the discovery results when a factory emitted a log (a pool was created)', async () => {
    const { cache, reader } = setup()
    await cache.snapshot([TOKEN_A, TOKEN_C])
    const calls = reader.calls()
    reader.mine([FAKE_V2_FACTORY])
    await cache.snapshot([TOKEN_A, TOKEN_C])
    expect(reader.calls() - calls).toBeGreaterThan(1) // the factory lookups again
  })

  it('after an evm_revert: back on a remembered block reads nothing, a new branch re-reads', async () => {
    const { cache, reader, ab } = setup()
    const before = await cache.snapshot([TOKEN_A, TOKEN_C])
    ab.reserve0 += 7n // a swap at block 101…
    reader.mine([ab.address])
    await cache.snapshot([TOKEN_A, TOKEN_C])
    ab.reserve0 -= 7n // …reverted
    reader.revert(before.head)
    const calls = reader.calls()
    const back = await cache.snapshot([TOKEN_A, TOKEN_C])
    expect(back.head).toEqual(before.head)
    expect(back.snapshot).toBe(before.snapshot)
    expect(reader.calls()).toBe(calls)
    // Block 101 again, on another branch (another hash at the same height: a reorg).
    ab.reserve0 += 1n
    reader.mine([ab.address], 1)
    const branch = await cache.snapshot([TOKEN_A, TOKEN_C])
    expect(branch.head.number).toBe(101n)
    expect(reserve0Of(branch.snapshot.pools, ab.address)).toBe(ab.reserve0)
  })

  it('retries a failed read on the next request instead of caching the failure', async () => {
    const { cache, reader } = setup()
    const multicall = reader.multicall
    reader.multicall = async () => {
      throw new Error('node down')
    }
    await expect(cache.snapshot([TOKEN_A, TOKEN_C])).rejects.toThrow('node down')
    reader.multicall = multicall
    const { snapshot } = await cache.snapshot([TOKEN_A, TOKEN_C])
    expect(snapshot.pools).toHaveLength(2)
  })

  it('reads a failed block hash once more, and keeps the warm state when that read works', async () => {
    const { cache, reader, ab } = setup()
    await cache.snapshot([TOKEN_A, TOKEN_C])
    reader.mine([ab.address])
    const blockHash = reader.blockHash
    let failures = 1
    reader.blockHash = async (n) => {
      if (failures-- > 0) throw new Error('rate limited')
      return blockHash(n)
    }
    const calls = reader.calls()
    const { snapshot } = await cache.snapshot([TOKEN_A, TOKEN_C])
    expect(snapshot.blockNumber).toBe(101n)
    expect(reader.calls() - calls).toBe(1) // only the pair that logged, from block 100's state
  })

  it('answers cold when the block hash stays unreadable, without taking it for a reorg', async () => {
    const { cache, reader, ab } = setup()
    await cache.snapshot([TOKEN_A, TOKEN_C])
    reader.mine([ab.address])
    const blockHash = reader.blockHash
    reader.blockHash = async () => {
      throw new Error('rate limited')
    }
    const cold = reader.calls()
    const atNewHead = await cache.snapshot([TOKEN_A, TOKEN_C])
    expect(atNewHead.snapshot.blockNumber).toBe(101n)
    expect(reader.calls() - cold).toBeGreaterThan(1) // every pool read again for this head
    // The history survived: once the node answers, the next head starts from a known block.
    reader.blockHash = blockHash
    reader.mine([ab.address])
    const warm = reader.calls()
    expect((await cache.snapshot([TOKEN_A, TOKEN_C])).snapshot.blockNumber).toBe(102n)
    expect(reader.calls() - warm).toBe(1)
  })

  it('reads once more at the new head when the pinned block vanishes under the reads', async () => {
    // A long head cache: the vanished head would be reused unless the cache forgets it.
    const { cache, reader, tick } = setup({ headTtlMs: 60_000 })
    const start = await cache.snapshot([TOKEN_A])
    tick(60_000)
    reader.mine()
    expect((await cache.snapshot([TOKEN_A])).head.number).toBe(101n)
    reader.revert(start.head) // evm_revert: block 101 is gone, the cache still pins it
    const { head, snapshot } = await cache.snapshot([TOKEN_A, TOKEN_C])
    expect(head).toEqual(start.head)
    expect(snapshot.pools).toHaveLength(2)
  })

  it('does not retry other errors, and retries a vanished block only once', async () => {
    const { cache, reader } = setup()
    let attempts = 0
    reader.multicall = async () => {
      attempts++
      throw new Error('header not found')
    }
    await expect(cache.snapshot([TOKEN_A])).rejects.toThrow('header not found')
    expect(attempts).toBe(2)
  })

  it('keeps at most maxTokenSets token sets, dropping the least recently used', async () => {
    const { cache, reader } = setup({ maxTokenSets: 2 })
    await cache.snapshot([TOKEN_A]) // {A, B}
    await cache.snapshot([TOKEN_C]) // {B, C}
    await cache.snapshot([TOKEN_A]) // {A, B} used again
    await cache.snapshot([TOKEN_A, TOKEN_C]) // {A, B, C}: {B, C} is dropped
    let calls = reader.calls()
    await cache.snapshot([TOKEN_A])
    await cache.snapshot([TOKEN_A, TOKEN_C])
    expect(reader.calls()).toBe(calls)
    await cache.snapshot([TOKEN_C])
    expect(reader.calls()).toBeGreaterThan(calls) // discovered again
    // The cap holds for what is carried to the next block too.
    reader.mine()
    calls = reader.calls()
    await cache.snapshot([TOKEN_C])
    await cache.snapshot([TOKEN_A, TOKEN_C])
    expect(reader.calls()).toBe(calls)
    await cache.snapshot([TOKEN_A])
    expect(reader.calls()).toBeGreaterThan(calls)
  })
})

describe('createPoolStateCache under faults (issue 17)', () => {
  it('re-reads the pools when eth_getLogs fails, instead of failing the quote', async () => {
    const { cache, reader, ab, bc } = setup()
    await cache.snapshot([TOKEN_A, TOKEN_C])
    reader.touched = async () => {
      throw new Error('method eth_getLogs is not available')
    }
    ab.reserve0 += 5n
    bc.reserve0 += 7n // without a log: only a full re-read sees it
    reader.mine([ab.address])
    const calls = reader.calls()
    const { snapshot } = await cache.snapshot([TOKEN_A, TOKEN_C])
    expect(snapshot.blockNumber).toBe(101n)
    expect(reader.calls() - calls).toBeGreaterThan(2) // discovery and both pairs again
    expect(reserve0Of(snapshot.pools, ab.address)).toBe(ab.reserve0)
    expect(reserve0Of(snapshot.pools, bc.address)).toBe(bc.reserve0)
  })

  it('asks a long-idle range in chunks the node accepts, and stays warm', async () => {
    const { cache, reader, ab } = setup({ logs: { maxRange: 10 } })
    await cache.snapshot([TOKEN_A, TOKEN_C])
    const touched = reader.touched
    const ranges: bigint[] = []
    reader.touched = async (addresses, from, to) => {
      ranges.push(to - from + 1n)
      if (to - from + 1n > 10n) throw new Error('block range too large')
      return touched(addresses, from, to)
    }
    for (let i = 0; i < 35; i++) reader.mine()
    ab.reserve0 += 3n
    reader.mine([ab.address]) // block 136
    const calls = reader.calls()
    const { snapshot } = await cache.snapshot([TOKEN_A, TOKEN_C])
    expect(ranges).toEqual([10n, 10n, 10n, 6n])
    expect(reader.calls() - calls).toBe(1) // only the pair that logged
    expect(reserve0Of(snapshot.pools, ab.address)).toBe(ab.reserve0)
  })

  it('pins every read of a snapshot to its block hash (EIP-1898)', async () => {
    const { cache, reader } = setup()
    const { head } = await cache.snapshot([TOKEN_A, TOKEN_C])
    const pins = reader.pins()
    expect(pins.length).toBeGreaterThan(0)
    for (const pin of pins) expect(pin).toEqual(head)
  })

  it('never mixes two states when a same-height reorg lands between the reads', async () => {
    const { cache, reader, ab, bc } = setup()
    const start = await cache.snapshot([TOKEN_A]) // discovery of {A, B} at block 100
    reader.mine()
    const multicall = reader.multicall
    let reorged = false
    reader.multicall = async (calls, at) => {
      // After the first read at block 101, block 101 is replaced by another one (fork 1) that
      // changed both pairs.
      const result = await multicall(calls, at)
      if (!reorged) {
        reorged = true
        reader.revert(start.head)
        ab.reserve0 += 11n
        bc.reserve0 += 13n
        reader.mine([ab.address, bc.address], 1)
      }
      return result
    }
    const { head, snapshot } = await cache.snapshot([TOKEN_A, TOKEN_C])
    expect(head.number).toBe(101n)
    expect(head.hash).toBe((await reader.latestHead()).hash)
    expect(reserve0Of(snapshot.pools, ab.address)).toBe(ab.reserve0)
    expect(reserve0Of(snapshot.pools, bc.address)).toBe(bc.reserve0)
    for (const pin of reader.pins().slice(-2)) expect(pin).toEqual(head)
  })

  it('keeps at most maxPools pools, dropping the least recently used', async () => {
    const { cache, reader, ab, bc } = setup({ maxPools: 1 })
    await cache.snapshot([TOKEN_A]) // reads A/B only (B is the base)
    await cache.snapshot([TOKEN_C]) // reads B/C: A/B is dropped
    reader.mine()
    const calls = reader.calls()
    await cache.snapshot([TOKEN_C]) // B/C carried to block 101: no read
    expect(reader.calls()).toBe(calls)
    await cache.snapshot([TOKEN_A]) // A/B was dropped: read again, and B/C dropped in turn
    expect(reader.calls() - calls).toBe(1)
    // A set larger than the cap is still answered whole.
    const whole = await cache.snapshot([TOKEN_A, TOKEN_C])
    expect(whole.snapshot.pools.map((p) => p.address).sort()).toEqual([ab.address, bc.address])
  })
})

describe('createPoolStateCache: cold reads in few round trips (issue 17)', () => {
  it('reads the fee tiers and discovers the pools in one multicall, then the pool heads', async () => {
    const pool = randomV3Pool(createRng(5), { fee: 500, positions: 3 })
    const v3: V3Pool = { ...pool, token0: TOKEN_A, token1: TOKEN_B }
    const reader = fakeReader([...seededPairs(), v3], standardFeeTiers())
    const batches: string[][] = []
    const multicall = reader.multicall.bind(reader)
    reader.multicall = (calls, at) => {
      batches.push(calls.map((c) => c.data.slice(0, 10)))
      return multicall(calls, at)
    }
    const cache = createPoolStateCache({
      reader,
      config: {
        chainId: 31337,
        v2Factory: FAKE_V2_FACTORY,
        v3Factory: FAKE_V3_FACTORY,
        bases: [TOKEN_B],
      },
    })
    const { snapshot } = await cache.snapshot([TOKEN_A, TOKEN_C])
    expect(snapshot.pools.find((p) => p.address === v3.address)).toMatchObject({
      fee: 500,
      tickSpacing: 10,
    })
    const [first, second] = batches
    expect(first).toContain(SELECTORS.feeAmountTickSpacing)
    expect(first).toContain(SELECTORS.getPool)
    expect(first).toContain(SELECTORS.getPair)
    expect(second).toContain(SELECTORS.slot0)
    // discovery+tiers, heads, bitmap words, ticks
    expect(batches).toHaveLength(4)
  })

  it('hands out the v2 pairs of the same read without reading anything twice', async () => {
    const { cache, reader, ab, bc } = setup({ headTtlMs: 1000 })
    const [pairs, whole] = await Promise.all([
      cache.pairs([TOKEN_A, TOKEN_C]),
      cache.snapshot([TOKEN_A, TOKEN_C]),
    ])
    expect(pairs.blockNumber).toBe(whole.snapshot.blockNumber)
    expect(pairs.pools.map((p) => p.address).sort()).toEqual([ab.address, bc.address])
    const calls = reader.calls()
    const alone = setup({ headTtlMs: 1000 })
    await alone.cache.snapshot([TOKEN_A, TOKEN_C])
    expect(calls).toBe(alone.reader.calls())
  })
})

describe('createPoolStateCache: v3 fee tiers from the factory', () => {
  /** An A/B pool in a tier no factory enables at deployment: 0.25 %, tick spacing 60. */
  function customTierPool(): V3Pool {
    const pool = randomV3Pool(createRng(17), { fee: 3000, positions: 3 })
    return {
      ...pool,
      address: '0x00000000000000000000000000000000000a2500',
      token0: TOKEN_A,
      token1: TOKEN_B,
      fee: 2500,
    }
  }

  function setupTiers(options: { extraFeeTiers?: number[] } = {}) {
    const feeTiers = standardFeeTiers()
    const pool = customTierPool()
    const reader = fakeReader([...seededPairs(), pool], feeTiers)
    const multicall = reader.multicall.bind(reader)
    const tierReads = { calls: 0, fail: false }
    reader.multicall = async (calls, block) => {
      const isTierRead = (c: { data: string }) => c.data.startsWith(SELECTORS.feeAmountTickSpacing)
      if (calls.some(isTierRead)) {
        tierReads.calls++
        if (tierReads.fail) throw new Error('execution reverted')
      }
      return multicall(calls, block)
    }
    const cache = createPoolStateCache({
      reader,
      config: {
        chainId: 31337,
        v2Factory: FAKE_V2_FACTORY,
        v3Factory: FAKE_V3_FACTORY,
        bases: [TOKEN_B],
        ...options,
      },
    })
    return { cache, reader, feeTiers, pool, tierReads }
  }

  it('routes through a tier governance enables, from the block the factory logs it', async () => {
    const { cache, reader, feeTiers, pool, tierReads } = setupTiers({ extraFeeTiers: [2500] })
    const addresses = async () =>
      (await cache.snapshot([TOKEN_A])).snapshot.pools.map((p) => p.address)
    expect(await addresses()).not.toContain(pool.address)
    // Read once, then carried from block to block while the factory is quiet.
    reader.mine()
    await addresses()
    expect(tierReads.calls).toBe(1)
    feeTiers.set(2500, 60) // enableFeeAmount(2500, 60): FeeAmountEnabled from the factory
    reader.mine([FAKE_V3_FACTORY])
    const { snapshot } = await cache.snapshot([TOKEN_A])
    expect(tierReads.calls).toBe(2)
    const found = snapshot.pools.find((p) => p.address === pool.address)
    expect(found).toMatchObject({ protocol: 'v3', fee: 2500, tickSpacing: 60 })
  })

  it('asks only about the standard tiers and those the config names', async () => {
    const { cache, feeTiers, pool } = setupTiers()
    feeTiers.set(2500, 60)
    const { snapshot } = await cache.snapshot([TOKEN_A])
    expect(snapshot.pools.map((p) => p.address)).not.toContain(pool.address)
  })

  it('falls back to the standard tiers when the factory cannot be read, and reads again next time', async () => {
    const { cache, reader, tierReads } = setupTiers()
    tierReads.fail = true
    const first = await cache.snapshot([TOKEN_A, TOKEN_C])
    expect(first.snapshot.pools).toHaveLength(2) // the v2 pairs: discovery went on
    tierReads.fail = false
    reader.mine()
    await cache.snapshot([TOKEN_A, TOKEN_C])
    expect(tierReads.calls).toBe(2)
  })
})
