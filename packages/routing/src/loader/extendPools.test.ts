import { describe, expect, it } from 'vitest'
import type { V3Pool } from '../graph/types.ts'
import { SELECTORS } from './abi.ts'
import { extendPools, liquidityPastKnownTicks } from './extendPools.ts'
import { tickRangeOf, wordRange } from './loadPools.ts'

/** A tick-spacing-1 pool at tick 0 with one position [-100, 100] and its words -1…0 read. */
function onePosition(): V3Pool {
  const range = tickRangeOf(1, -1, 0)
  if (range === undefined) throw new Error('range')
  return {
    protocol: 'v3',
    address: '0x00000000000000000000000000000000000000a1',
    token0: '0x00000000000000000000000000000000000000b1',
    token1: '0x00000000000000000000000000000000000000b2',
    fee: 100,
    tickSpacing: 1,
    sqrtPriceX96: 2n ** 96n,
    tick: 0,
    liquidity: 1000n,
    ticks: [
      { index: -100, liquidityNet: 1000n },
      { index: 100, liquidityNet: -1000n },
    ],
    tickRange: range,
  }
}

describe('extendPools', () => {
  it('knows the liquidity past the known ticks on each side', () => {
    const pool = onePosition()
    expect(liquidityPastKnownTicks(pool, true)).toBe(0n)
    expect(liquidityPastKnownTicks(pool, false)).toBe(0n)
    const wide = { ...pool, ticks: [{ index: -100, liquidityNet: 400n }], liquidity: 1000n }
    expect(liquidityPastKnownTicks(wide, true)).toBe(600n)
    expect(liquidityPastKnownTicks(wide, false)).toBe(1000n)
  })

  it('reads a side with no liquidity left to its end in one round, one with liquidity 4× further', async () => {
    const words: number[] = []
    const multicall = async (calls: readonly { data: string }[]) =>
      calls.map((c) => {
        if (c.data.startsWith(SELECTORS.tickBitmap)) {
          const w = BigInt(`0x${c.data.slice(10)}`)
          words.push(Number(w >= 1n << 255n ? w - (1n << 256n) : w))
        }
        return `0x${'0'.repeat(64)}` as const
      })
    const empty = onePosition()
    const [lo] = wordRange(1)
    const out = await extendPools({
      multicall,
      pools: [empty],
      edges: [{ pool: empty.address, zeroForOne: true }],
    })
    expect(Math.min(...words)).toBe(lo)
    expect(out.get(empty.address)?.tickRange?.lower).toBe(-887272)
    words.length = 0
    const deep = { ...empty, ticks: [{ index: -100, liquidityNet: 400n }] }
    await extendPools({
      multicall,
      pools: [deep],
      edges: [{ pool: deep.address, zeroForOne: true }],
    })
    expect(Math.min(...words)).toBe(-4)
  })
})
