import { describe, expect, it } from 'vitest'
import type { Address } from '../graph/types.ts'
import { touchedSince } from './logRanges.ts'
import type { ChainReader } from './reader.ts'

const POOL = '0x00000000000000000000000000000000000000ab' as Address

/** A node that logs POOL at `loggedAt` and refuses ranges longer than `limit` blocks. */
function limitedNode(limit: bigint, loggedAt: bigint) {
  const asked: [bigint, bigint][] = []
  const reader = {
    async touched(_addresses: readonly Address[], from: bigint, to: bigint) {
      asked.push([from, to])
      if (to - from + 1n > limit) throw new Error('block range is too wide')
      return new Set(from <= loggedAt && loggedAt <= to ? [POOL] : [])
    },
  } as unknown as ChainReader
  return { reader, asked }
}

describe('touchedSince', () => {
  it('cuts a long range into chunks of maxRange blocks, in order, covering it exactly', async () => {
    const { reader, asked } = limitedNode(1000n, 2500n)
    const touched = await touchedSince(reader, [POOL], 1n, 3500n, { maxRange: 1000 })
    expect(touched).toEqual(new Set([POOL]))
    expect(asked).toEqual([
      [1n, 1000n],
      [1001n, 2000n],
      [2001n, 3000n],
      [3001n, 3500n],
    ])
  })

  it('halves a chunk the node refuses until it answers', async () => {
    const { reader, asked } = limitedNode(250n, 777n)
    const touched = await touchedSince(reader, [POOL], 1n, 1000n, { maxRange: 1000 })
    expect(touched).toEqual(new Set([POOL]))
    const answered = asked.filter(([from, to]) => to - from + 1n <= 250n)
    // The answered ranges tile [1, 1000] without a gap or an overlap.
    const sorted = answered.sort((a, b) => (a[0] < b[0] ? -1 : 1))
    expect(sorted[0]?.[0]).toBe(1n)
    expect(sorted.at(-1)?.[1]).toBe(1000n)
    for (let i = 1; i < sorted.length; i++)
      expect(sorted[i]?.[0]).toBe((sorted[i - 1]?.[1] ?? 0n) + 1n)
  })

  it('gives up (undefined) within its request budget when the node refuses every query', async () => {
    const asked: bigint[] = []
    const reader = {
      async touched(_a: readonly Address[], from: bigint) {
        asked.push(from)
        throw new Error('method eth_getLogs is not available')
      },
    } as unknown as ChainReader
    expect(await touchedSince(reader, [POOL], 1n, 5000n, { maxRange: 1000, maxRequests: 12 })).toBe(
      undefined,
    )
    expect(asked.length).toBeLessThanOrEqual(12)
  })

  it('gives up at once on a range that needs more chunks than the budget allows', async () => {
    const { reader, asked } = limitedNode(1000n, 5n)
    expect(await touchedSince(reader, [POOL], 1n, 100_000n, { maxRange: 1000 })).toBe(undefined)
    expect(asked).toEqual([])
  })

  it('passes a vanished block through (the cache reads again at the new head)', async () => {
    const reader = {
      async touched() {
        throw new Error('header not found')
      },
    } as unknown as ChainReader
    await expect(touchedSince(reader, [POOL], 1n, 10n)).rejects.toThrow('header not found')
  })

  it('asks nothing for an empty range', async () => {
    const { reader, asked } = limitedNode(10n, 5n)
    expect(await touchedSince(reader, [POOL], 11n, 10n)).toEqual(new Set())
    expect(asked).toEqual([])
  })
})
