// readV4PoolTicks against the live devnet (integration project), with the oracle of the v3
// reader's test: a seeded v4 pool's initialized ticks carry the liquidityNet StateView gives for
// each one read alone, the active liquidity walked from the current tick agrees with the pool's
// getLiquidity(), and the whole read takes two HTTP requests.
import { parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { countingL1, expectTicksAddUpToLiquidity } from '../testing/tickReads'
import { readV4PoolTicks } from './readV4PoolTicks'

const { l1, client, requests } = countingL1()
const stateViewAbi = parseAbi([
  'function getTickLiquidity(bytes32, int24) view returns (uint128 liquidityGross, int128 liquidityNet)',
])

describe('readV4PoolTicks on the devnet', () => {
  const seeded = l1.v4Seed?.pools.find((p) => p.role === 'best-price')
  const stateView = l1.v4?.stateView
  if (!seeded || !stateView) throw new Error('no seeded v4 pool')
  const parameters = {
    client,
    stateView,
    multicall3: l1.contracts.multicall3,
    poolId: seeded.id,
    tickSpacing: seeded.tickSpacing,
  }

  it('reads every initialized tick with its liquidityNet, in two HTTP requests', async () => {
    requests()
    const read = await readV4PoolTicks(parameters)
    expect(requests()).toBe(2)
    if (!read) throw new Error('the seeded pool reads as not initialized')
    expect(read.ticks.length).toBeGreaterThan(0)
    for (const t of read.ticks.slice(0, 20)) {
      const [liquidityGross, liquidityNet] = await client.readContract({
        address: stateView,
        abi: stateViewAbi,
        functionName: 'getTickLiquidity',
        args: [seeded.id, t.tick],
        blockNumber: read.blockNumber,
      })
      expect(liquidityGross).toBeGreaterThan(0n)
      expect(t.liquidityNet).toBe(liquidityNet)
    }
    expectTicksAddUpToLiquidity(read)
    expect(read.liquidity).toBeGreaterThan(0n)
  })

  it('resolves to null for a pool id nobody initialized', async () => {
    const poolId = `0x${'ab'.repeat(32)}` as const
    expect(await readV4PoolTicks({ ...parameters, poolId })).toBeNull()
  })
})
