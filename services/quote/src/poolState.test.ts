import { describe, expect, it } from 'vitest'
import { PoolStateCache } from './poolState.ts'
import { FAKE_CHAIN, fakeReader, seededPairs, TOKENS } from './testing/fakeChain.ts'

function setup() {
  const pairs = seededPairs()
  const reader = fakeReader(pairs)
  const cache = new PoolStateCache({ chain: FAKE_CHAIN, reader })
  return { pairs, reader, cache }
}

const reserveOf = (pools: readonly { address: string }[], address: string): unknown =>
  pools.find((p) => p.address === address)

describe('PoolStateCache', () => {
  it('reads pools among the tokens and the bases at the latest block', async () => {
    const { cache } = setup()
    const { head, snapshot, gasPriceWei } = await cache.snapshot([TOKENS.DAI])
    expect(head.number).toBe(100n)
    expect(snapshot.blockNumber).toBe(100n)
    expect(gasPriceWei).toBe(2_000_000_000n)
    expect(snapshot.pools.map((p) => p.protocol)).toEqual(['v2', 'v2'])
  })

  it('reuses the snapshot while the block is unchanged', async () => {
    const { cache, reader } = setup()
    await cache.snapshot([TOKENS.DAI])
    const calls = reader.calls
    await Promise.all([cache.snapshot([TOKENS.DAI]), cache.snapshot([TOKENS.DAI])])
    expect(reader.calls).toBe(calls)
  })

  it('on a new block re-reads only the pools that emitted logs', async () => {
    const { cache, reader, pairs } = setup()
    const [wethUsdc, usdcDai] = pairs
    if (wethUsdc === undefined || usdcDai === undefined) throw new Error('seed')
    await cache.snapshot([TOKENS.DAI])
    const calls = reader.calls
    wethUsdc.reserve0 += 5n
    usdcDai.reserve0 += 7n // changed without a log: must not be re-read
    reader.mine([wethUsdc.address])
    const { snapshot } = await cache.snapshot([TOKENS.DAI])
    expect(snapshot.blockNumber).toBe(101n)
    expect(reader.calls - calls).toBe(1) // one getReserves
    expect(reserveOf(snapshot.pools, wethUsdc.address)).toMatchObject({
      reserve0: wethUsdc.reserve0,
    })
    expect(reserveOf(snapshot.pools, usdcDai.address)).toMatchObject({
      reserve0: usdcDai.reserve0 - 7n,
    })
  })

  it('a created pair on a factory drops the discovery results', async () => {
    const { cache, reader } = setup()
    await cache.snapshot([TOKENS.DAI])
    const calls = reader.calls
    reader.mine([FAKE_CHAIN.contracts.v2Factory])
    await cache.snapshot([TOKENS.DAI])
    expect(reader.calls).toBeGreaterThan(calls)
  })

  it('returns to a remembered block after a revert, and reads afresh after a fork', async () => {
    const { cache, reader, pairs } = setup()
    const first = await cache.snapshot([TOKENS.DAI])
    reader.mine()
    await cache.snapshot([TOKENS.DAI])
    reader.setHead(first.head) // evm_revert back to block 100
    const calls = reader.calls
    expect((await cache.snapshot([TOKENS.DAI])).head).toEqual(first.head)
    expect(reader.calls).toBe(calls)
    // Same number, another hash (a fork): nothing from the old branch is trusted.
    const pair = pairs[0]
    if (pair === undefined) throw new Error('seed')
    pair.reserve1 += 1n
    reader.setHead({ number: 100n, hash: `0x${'ab'.repeat(32)}` })
    const forked = await cache.snapshot([TOKENS.DAI])
    expect(reserveOf(forked.snapshot.pools, pair.address)).toMatchObject({
      reserve1: pair.reserve1,
    })
  })

  it('retries a failed read on the next request instead of caching the failure', async () => {
    const { cache, reader } = setup()
    const multicall = reader.multicall
    reader.multicall = async () => {
      throw new Error('node down')
    }
    await expect(cache.snapshot([TOKENS.DAI])).rejects.toThrow('node down')
    reader.multicall = multicall
    const { snapshot } = await cache.snapshot([TOKENS.DAI])
    expect(snapshot.pools).toHaveLength(2)
  })
})
