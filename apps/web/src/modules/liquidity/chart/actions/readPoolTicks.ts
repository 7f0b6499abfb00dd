// spec 02 §3 Tick, §7 on-chain reads: the initialized ticks of a v3 pool for the depth chart, read
// from the chain alone (no indexer) in two multicall rounds, whatever the number of ticks:
//   1. Multicall3.getBlockNumber, slot0, liquidity and every tickBitmap word the tier can use
//      (116 words at spacing 60; 6,933 at spacing 1, in chunks of one aggregate3 each);
//   2. TickLens.getPopulatedTicksInWord for each non-empty word, pinned to round 1's block so
//      ticks and price are one snapshot.
// Each round's multicalls go out together, which the HTTP transport sends as one JSON-RPC batch
// (chain/transports.ts): two HTTP requests for the whole read.

import type { Address, Client } from 'viem'
import { multicall3BlockAbi } from '../../../../chain/abis/multicall3'
import { tickLensAbi, v3PoolAbi } from '../../../../chain/abis/v3'
import { multicallReads } from '../../../../chain/multicall'
import { bitmapWords, type PopulatedTick, ticksInBitmap } from '../utils/bitmap'
import { type PoolTicks, PoolTicksReadError } from './poolTicks'

/**
 * tickBitmap reads per aggregate3: a cold storage read each (~2,600 gas with the call), so 500
 * stay near 1.5 M gas.
 */
const BITMAP_CHUNK_SIZE = 500
/**
 * getPopulatedTicksInWord reads per aggregate3: a full word is 256 ticks at one cold storage read
 * each (~0.6 M gas), so 16 words stay below 10 M gas, well inside the nodes' eth_call caps.
 */
const LENS_CHUNK_SIZE = 16

export interface ReadPoolTicksParameters {
  client: Client
  pool: Address
  tickLens: Address
  multicall3: Address
  tickSpacing: number
}

/**
 * The pool's initialized ticks and the price they are read with. Resolves to null when there is
 * no initialized pool at `pool` (no code, or sqrtPriceX96 0); rejects with PoolTicksReadError
 * when any read fails, since a depth chart missing a word would be wrong, not just incomplete.
 */
export async function readPoolTicks({
  client,
  pool,
  tickLens,
  multicall3,
  tickSpacing,
}: ReadPoolTicksParameters): Promise<PoolTicks | null> {
  const words = bitmapWords(tickSpacing)
  // Two multicalls at once: the transport sends them as one JSON-RPC batch.
  const [head, bitmaps] = await Promise.all([
    multicallReads(client, {
      multicallAddress: multicall3,
      calls: [
        { address: multicall3, abi: multicall3BlockAbi, functionName: 'getBlockNumber' },
        { address: pool, abi: v3PoolAbi, functionName: 'slot0' },
        { address: pool, abi: v3PoolAbi, functionName: 'liquidity' },
      ],
    }),
    multicallReads(client, {
      multicallAddress: multicall3,
      chunkSize: BITMAP_CHUNK_SIZE,
      calls: words.map((w) => ({
        address: pool,
        abi: v3PoolAbi,
        functionName: 'tickBitmap' as const,
        args: [w] as const,
      })),
    }),
  ])
  const [block, slot0, liquidity] = head
  if (slot0.status !== 'success') return null // no pool contract there
  if (block.status !== 'success' || liquidity.status !== 'success')
    throw new PoolTicksReadError(`pool head read failed for ${pool}`)
  const [sqrtPriceX96, tickCurrent] = slot0.result
  if (sqrtPriceX96 === 0n) return null // created but not initialized
  const populated: number[] = []
  let expected = 0
  bitmaps.forEach((r, i) => {
    if (r.status !== 'success') throw new PoolTicksReadError(`tickBitmap read failed for ${pool}`)
    const bits = r.result
    if (bits === 0n) return
    populated.push(words[i] as number)
    expected += ticksInBitmap(bits)
  })
  const ticks = await readWords({ client, pool, tickLens, multicall3 }, populated, block.result)
  if (ticks.length !== expected)
    throw new PoolTicksReadError(`expected ${expected} ticks from the bitmap, got ${ticks.length}`)
  return {
    blockNumber: block.result,
    sqrtPriceX96,
    tickCurrent,
    liquidity: liquidity.result,
    ticks,
  }
}

async function readWords(
  p: Pick<ReadPoolTicksParameters, 'client' | 'pool' | 'tickLens' | 'multicall3'>,
  words: readonly number[],
  blockNumber: bigint,
): Promise<PopulatedTick[]> {
  if (words.length === 0) return []
  const results = await multicallReads(p.client, {
    multicallAddress: p.multicall3,
    chunkSize: LENS_CHUNK_SIZE,
    blockNumber,
    calls: words.map((w) => ({
      address: p.tickLens,
      abi: tickLensAbi,
      functionName: 'getPopulatedTicksInWord' as const,
      args: [p.pool, w] as const,
    })),
  })
  const ticks: PopulatedTick[] = []
  for (const r of results) {
    if (r.status !== 'success') throw new PoolTicksReadError(`TickLens read failed for ${p.pool}`)
    for (const t of r.result) ticks.push({ tick: t.tick, liquidityNet: t.liquidityNet })
  }
  // TickLens lists a word's ticks from the highest bit down; the chart wants them ascending.
  return ticks.sort((a, b) => a.tick - b.tick)
}
