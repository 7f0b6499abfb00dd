// Issue 32 "Range and amounts": the initialized ticks of a v4 pool for the depth chart, read from
// the chain alone through StateView (v4 has no TickLens), in two multicall rounds like the v3
// read (actions/readPoolTicks), and in its shape, so the depth series is the same code:
//   1. Multicall3.getBlockNumber, getSlot0, getLiquidity and every getTickBitmap word the spacing
//      can use;
//   2. getTickLiquidity for each tick the words mark, pinned to round 1's block so ticks and
//      price are one snapshot.
import { ticksInWord } from '@tidepool/routing'
import type { Address, Client, Hex } from 'viem'
import { multicall3BlockAbi } from '../../../../chain/abis/multicall3'
import { stateViewAbi } from '../../../../chain/abis/v4'
import { multicallReads } from '../../../../chain/multicall'
import { bitmapWords, type PopulatedTick } from '../utils/bitmap'
import { type PoolTicks, PoolTicksReadError } from './poolTicks'

/** getTickBitmap reads per aggregate3 (one cold storage read each, as v3's tickBitmap). */
const BITMAP_CHUNK_SIZE = 500
/** getTickLiquidity reads per aggregate3: one cold storage read each, ~1.5 M gas. */
const TICK_CHUNK_SIZE = 500

export interface ReadV4PoolTicksParameters {
  client: Client
  stateView: Address
  multicall3: Address
  /** The pool key's keccak (v4PoolId). */
  poolId: Hex
  tickSpacing: number
}

/**
 * Initialized ticks of the words read, ascending: each set bit of word w is the tick
 * (w · 256 + bit) · tickSpacing (v4-core TickBitmap, as v3's).
 */
export function ticksOfWords(
  words: readonly number[],
  bitmaps: readonly bigint[],
  tickSpacing: number,
): number[] {
  return words.flatMap((w, i) => ticksInWord(w, bitmaps[i] ?? 0n, tickSpacing))
}

/**
 * The v4 pool's initialized ticks and the price they are read with. Resolves to null when the
 * pool is not initialized (StateView answers a zero price); rejects with PoolTicksReadError when
 * any read fails, since a depth chart missing a word would be wrong, not just incomplete.
 */
export async function readV4PoolTicks({
  client,
  stateView,
  multicall3,
  poolId,
  tickSpacing,
}: ReadV4PoolTicksParameters): Promise<PoolTicks | null> {
  const words = bitmapWords(tickSpacing)
  const view = { address: stateView, abi: stateViewAbi } as const
  // Two multicalls at once: the transport sends them as one JSON-RPC batch.
  const [head, bitmaps] = await Promise.all([
    multicallReads(client, {
      multicallAddress: multicall3,
      calls: [
        { address: multicall3, abi: multicall3BlockAbi, functionName: 'getBlockNumber' },
        { ...view, functionName: 'getSlot0', args: [poolId] },
        { ...view, functionName: 'getLiquidity', args: [poolId] },
      ],
    }),
    multicallReads(client, {
      multicallAddress: multicall3,
      chunkSize: BITMAP_CHUNK_SIZE,
      calls: words.map((w) => ({
        ...view,
        functionName: 'getTickBitmap' as const,
        args: [poolId, w] as const,
      })),
    }),
  ])
  const [block, slot0, liquidity] = head
  if (block.status !== 'success' || slot0.status !== 'success' || liquidity.status !== 'success')
    throw new PoolTicksReadError(`pool head read failed for ${poolId}`)
  const [sqrtPriceX96, tickCurrent] = slot0.result
  if (sqrtPriceX96 === 0n) return null // no pool with this key
  const bits = bitmaps.map((r) => {
    if (r.status !== 'success') throw new PoolTicksReadError(`getTickBitmap failed for ${poolId}`)
    return r.result
  })
  const tickList = ticksOfWords(words, bits, tickSpacing)
  // Round 2, at round 1's block: what crossing each tick adds (getTickLiquidity's liquidityNet).
  const nets =
    tickList.length === 0
      ? []
      : await multicallReads(client, {
          multicallAddress: multicall3,
          chunkSize: TICK_CHUNK_SIZE,
          blockNumber: block.result,
          calls: tickList.map((tick) => ({
            ...view,
            functionName: 'getTickLiquidity' as const,
            args: [poolId, tick] as const,
          })),
        })
  const ticks: PopulatedTick[] = nets.map((r, i) => {
    if (r.status !== 'success')
      throw new PoolTicksReadError(`getTickLiquidity failed for ${poolId}`)
    return { tick: tickList[i] as number, liquidityNet: r.result[1] }
  })
  return {
    blockNumber: block.result,
    sqrtPriceX96,
    tickCurrent,
    liquidity: liquidity.result,
    ticks,
  }
}
