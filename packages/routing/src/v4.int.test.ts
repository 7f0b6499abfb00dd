// Issue 31: the pool-state cache on the devnet's v4 pools. A v4 swap re-reads the pool it moved
// and only that one (the PoolId in the PoolManager's Swap log), and a new block with no
// PoolManager log reuses every v4 pool as it was; a pool read again agrees with StateView.
import { chainOf, publicClient, tokenOf, walletClient } from '@tidepool/devnet/testing/clients'
import { devnetManifest } from '@tidepool/devnet/testing/context'
import { revert, rpc, snapshot } from '@tidepool/devnet/testing/rpc'
import { routerAbi, v4Of, v4SwapInput } from '@tidepool/devnet/testing/v4'
import { parseAbi, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { V4Pool } from './graph/types.ts'
import { createPoolStateCache } from './state/poolStateCache.ts'
import { v4Support } from './v4/support.ts'
import { createChainReader } from './viem/chainReader.ts'

const manifest = devnetManifest()
const l1 = chainOf(manifest, 1)
const v4 = v4Of(l1)
const client = publicClient(l1)
const weth = tokenOf(l1, 'WETH').address
const usdc = tokenOf(l1, 'USDC').address
const lum = l1.v4Seed?.tokens.find((t) => t.symbol === 'LUM')?.address
const poolOf = (role: string) => {
  const pool = l1.v4Seed?.pools.find((p) => p.role === role)
  if (!pool) throw new Error(`no ${role} pool`)
  return pool
}
const stateViewAbi = parseAbi([
  'function getSlot0(bytes32 poolId) view returns (uint160 sqrtPriceX96, int24 tick, uint24 protocolFee, uint24 lpFee)',
])

/** The L1's cache config, with or without hooked pools (the Initialize index). */
const cacheConfig = (hookedPools: boolean) => ({
  chainId: l1.chainId,
  v2Factory: l1.contracts.v2Factory,
  v3Factory: l1.contracts.v3Factory,
  bases: [weth, usdc],
  v4: v4Support({
    poolManager: v4.poolManager,
    stateView: v4.stateView,
    wrappedNative: weth,
    fromBlock: BigInt(l1.v4DeployBlock ?? 0),
    hookedPools,
  }),
})

let snap: string
beforeAll(async () => {
  snap = await snapshot(l1.rpcUrl)
})
afterAll(async () => {
  await revert(l1.rpcUrl, snap)
})

describe('the pool-state cache with v4 pools', () => {
  it('re-reads only the v4 pool a block swapped through, and none after an empty block', async () => {
    if (!lum) throw new Error('no LUM')
    const cache = createPoolStateCache({
      reader: createChainReader(client, l1.contracts.multicall3),
      config: cacheConfig(true),
      logs: { maxRange: 1_000_000 },
    })
    const tokens = [weth, usdc, lum]
    const v4Pools = async () => {
      const { snapshot: s } = await cache.snapshot(tokens)
      return new Map(
        s.pools.filter((p): p is V4Pool => p.protocol === 'v4').map((p) => [p.address, p]),
      )
    }
    const best = poolOf('best-price').id.toLowerCase() as `0x${string}`
    const only = poolOf('v4-only').id.toLowerCase() as `0x${string}`
    const before = await v4Pools()
    expect([...before.keys()]).toEqual(expect.arrayContaining([best, only]))

    // An empty block: every v4 pool is the very object read before.
    await rpc(l1.rpcUrl, 'evm_mine')
    const idle = await v4Pools()
    for (const [id, pool] of before) expect(idle.get(id)).toBe(pool)

    // 0.1 ETH → USDC through the best-price pool, by the Universal Router.
    const amount = parseEther('0.1')
    const wallet = walletClient(manifest, l1, 9)
    const hash = await wallet.writeContract({
      address: v4.universalRouter,
      abi: routerAbi,
      functionName: 'execute',
      args: ['0x10', [v4SwapInput(poolOf('best-price'), true, amount)], 10_000_000_000n],
      value: amount,
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    const after = await v4Pools()
    const moved = after.get(best)
    expect(moved).not.toBe(before.get(best))
    const [sqrtPriceX96] = await client.readContract({
      address: v4.stateView,
      abi: stateViewAbi,
      functionName: 'getSlot0',
      args: [poolOf('best-price').id],
    })
    expect(moved?.sqrtPriceX96).toBe(sqrtPriceX96)
    expect(moved?.sqrtPriceX96).not.toBe(before.get(best)?.sqrtPriceX96)
    // The other v4 pools were not read again.
    let kept = 0
    for (const [id, pool] of before) {
      if (id === best) continue
      expect(after.get(id)).toBe(pool)
      kept++
    }
    expect(kept).toBeGreaterThanOrEqual(1)
  })
})

describe('v4 without the Initialize index (public chains, issue 33)', () => {
  it('finds the hookless pools of the standard keys from StateView alone, reading no log history', async () => {
    if (!lum) throw new Error('no LUM')
    const reader = createChainReader(client, l1.contracts.multicall3)
    const head = await client.getBlockNumber()
    const logQueries: bigint[] = []
    const cache = createPoolStateCache({
      reader: {
        ...reader,
        logs: (q) => {
          logQueries.push(q.fromBlock)
          return reader.logs?.(q) ?? Promise.resolve([])
        },
      },
      config: cacheConfig(false),
    })
    const { snapshot: s } = await cache.snapshot([weth, usdc, lum])
    const ids = new Set(s.pools.filter((p) => p.protocol === 'v4').map((p) => p.address))
    // ETH/USDC 0.05 % and ETH/LUM 0.3 %: hookless, standard fee and spacing.
    expect(ids).toContain(poolOf('best-price').id.toLowerCase())
    expect(ids).toContain(poolOf('v4-only').id.toLowerCase())
    // LUM/USDC behind its fee hook is known only from its Initialize log: not found.
    expect(ids).not.toContain(poolOf('fee-hook').id.toLowerCase())
    // The seeded v4 pools' history (the devnet's blocks since the PoolManager) was not searched.
    for (const from of logQueries) expect(from).toBeGreaterThan(head - 10n)
  })
})
