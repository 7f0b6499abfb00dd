import { describe, expect, it } from 'vitest'
import type { Hex } from '../loader/abi.ts'
import type { ChainReader, LogQuery } from '../state/reader.ts'
import { createInitializedIndex, INITIALIZE_TOPIC } from './initializedPools.ts'

const WETH = '0x00000000000000000000000000000000000000ee'
const USDC = '0x00000000000000000000000000000000000000cc'
const DAI = '0x00000000000000000000000000000000000000dd'
const HOOK = '0x7d00000000000000000000000000000000040044'
const word = (v: string | number) =>
  (typeof v === 'number' ? v.toString(16) : v.slice(2)).padStart(64, '0')
const topic = (a: string): Hex => `0x${word(a)}`

/** Initialize logs at blocks; the reader answers eth_getLogs over them and counts requests. */
function fakeReader(logs: { block: bigint; id: string; c0: string; c1: string }[]) {
  const queries: LogQuery[] = []
  const reader = {
    logs: async (q: LogQuery) => {
      queries.push(q)
      expect(q.topics[0]).toBe(INITIALIZE_TOPIC)
      return logs
        .filter((l) => l.block >= q.fromBlock && l.block <= q.toBlock)
        .map((l) => ({
          topics: [INITIALIZE_TOPIC, l.id as Hex, topic(l.c0), topic(l.c1)],
          data: `0x${word(3000)}${word(60)}${word(HOOK)}${word(1)}${word(0)}` as Hex,
        }))
    },
  } as unknown as ChainReader
  return { reader, queries }
}

describe('the v4 Initialize index', () => {
  it('reads the history once, in ranges the node accepts, then only new blocks', async () => {
    const { reader, queries } = fakeReader([
      { block: 150n, id: `0x${'01'.repeat(32)}`, c0: '0x0', c1: USDC },
      { block: 2_500n, id: `0x${'02'.repeat(32)}`, c0: USDC, c1: DAI },
      { block: 4_200n, id: `0x${'03'.repeat(32)}`, c0: USDC, c1: DAI },
    ])
    const index = createInitializedIndex({
      reader,
      poolManager: '0x00000000000000000000000000000000000000f0',
      fromBlock: 100n,
      wrappedNative: WETH,
      limits: { maxRange: 1000, maxRequests: 2 },
    })
    // Two requests per refresh: blocks 100–2,099 first; the rest over the next refreshes.
    const first = await index.poolsAmong([WETH, USDC, DAI], 4_000n)
    expect(first.map((k) => [k.token0, k.token1, k.currency0, k.hooks])).toEqual([
      [WETH, USDC, '0x0000000000000000000000000000000000000000', HOOK],
    ])
    expect(queries.map((q) => [q.fromBlock, q.toBlock])).toEqual([
      [100n, 1_099n],
      [1_100n, 2_099n],
    ])
    expect(await index.poolsAmong([USDC, DAI], 4_000n)).toHaveLength(1)
    expect(queries).toHaveLength(4)
    expect(queries.at(-1)?.toBlock).toBe(4_000n)
    // A new block: only it is read.
    expect(await index.poolsAmong([USDC, DAI], 4_300n)).toHaveLength(2)
    expect(queries.at(-1)).toMatchObject({ fromBlock: 4_001n, toBlock: 4_300n })
    // Tokens outside the set are left out.
    expect(await index.poolsAmong([WETH, DAI], 4_300n)).toEqual([])
  })

  it('reads again from the deployment when the chain went back below what it read', async () => {
    const { reader, queries } = fakeReader([
      { block: 150n, id: `0x${'01'.repeat(32)}`, c0: USDC, c1: DAI },
    ])
    const index = createInitializedIndex({
      reader,
      poolManager: '0x00000000000000000000000000000000000000f0',
      fromBlock: 100n,
      wrappedNative: WETH,
    })
    await index.poolsAmong([USDC, DAI], 500n)
    expect(await index.poolsAmong([USDC, DAI], 120n)).toEqual([])
    expect(queries.at(-1)).toMatchObject({ fromBlock: 100n, toBlock: 120n })
  })
})
