// readPoolTicks against the live devnet (integration project): a seeded pool's initialized ticks
// through TickLens agree with the pool's own ticks(tick) storage read one by one, the active
// liquidity walked from the current tick agrees with the pool's liquidity(), and the whole read
// takes two HTTP requests (JSON-RPC batching of each round's multicalls).
import type { Manifest } from '@tidepool/devnet/manifest'
import { TICK_SPACINGS } from '@uniswap/v3-sdk'
import { createPublicClient, http, parseAbi, zeroAddress } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { activeLiquidity } from '../utils/depth'
import { readPoolTicks } from './readPoolTicks'

declare module 'vitest' {
  export interface ProvidedContext {
    manifest: Manifest
  }
}

const manifest = inject('manifest')
const l1 = manifest.chains.find((c) => c.layer === 1)
if (!l1) throw new Error('manifest lacks the L1')
let requests = 0
const countingFetch: typeof fetch = (input, init) => {
  requests++
  return fetch(input, init)
}
const client = createPublicClient({
  transport: http(l1.rpcUrl, { batch: { wait: 50 }, fetchFn: countingFetch }),
})
const poolTicksAbi = parseAbi([
  'function ticks(int24) view returns (uint128 liquidityGross, int128 liquidityNet, uint256, uint256, int56, uint160, uint32, bool initialized)',
])

describe('readPoolTicks on the devnet', () => {
  const seeded = l1.v3Pools[0]
  if (!seeded) throw new Error('no seeded v3 pool')
  const fee = seeded.fee as keyof typeof TICK_SPACINGS
  const parameters = {
    client,
    pool: seeded.address,
    tickLens: l1.contracts.tickLens,
    multicall3: l1.contracts.multicall3,
    tickSpacing: TICK_SPACINGS[fee],
  }

  it('reads every initialized tick with its liquidityNet, in two HTTP requests', async () => {
    requests = 0
    const read = await readPoolTicks(parameters)
    expect(requests).toBe(2)
    if (!read) throw new Error('the seeded pool reads as not initialized')
    expect(read.ticks.length).toBeGreaterThan(0)
    for (const t of read.ticks.slice(0, 20)) {
      const [, liquidityNet, , , , , , initialized] = await client.readContract({
        address: seeded.address,
        abi: poolTicksAbi,
        functionName: 'ticks',
        args: [t.tick],
        blockNumber: read.blockNumber,
      })
      expect(initialized).toBe(true)
      expect(t.liquidityNet).toBe(liquidityNet)
    }
    // Summing every liquidityNet from the lowest tick gives 0 above the highest one, and the
    // sum up to the current tick is the pool's liquidity().
    const active = activeLiquidity(read.ticks, read.tickCurrent, read.liquidity)
    expect(active.at(-1)?.liquidityActive).toBe(0n)
    let sum = 0n
    for (const t of read.ticks) if (t.tick <= read.tickCurrent) sum += t.liquidityNet
    expect(sum).toBe(read.liquidity)
  })

  it('resolves to null where no pool is', async () => {
    expect(await readPoolTicks({ ...parameters, pool: zeroAddress })).toBeNull()
  })
})
