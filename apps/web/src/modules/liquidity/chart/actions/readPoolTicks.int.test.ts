// readPoolTicks against the live devnet (integration project): a seeded pool's initialized ticks
// through TickLens agree with the pool's own ticks(tick) storage read one by one, the active
// liquidity walked from the current tick agrees with the pool's liquidity(), and the whole read
// takes two HTTP requests (JSON-RPC batching of each round's multicalls).
import { TICK_SPACINGS } from '@uniswap/v3-sdk'
import { parseAbi, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { countingL1, expectTicksAddUpToLiquidity } from '../testing/tickReads'
import { readPoolTicks } from './readPoolTicks'

const { l1, client, requests } = countingL1()
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
    requests()
    const read = await readPoolTicks(parameters)
    expect(requests()).toBe(2)
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
    expectTicksAddUpToLiquidity(read)
  })

  it('resolves to null where no pool is', async () => {
    expect(await readPoolTicks({ ...parameters, pool: zeroAddress })).toBeNull()
  })
})
