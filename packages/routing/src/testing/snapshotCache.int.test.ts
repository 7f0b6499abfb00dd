// The integration tests' pool cache (snapshotCache.ts) on the devnet's L2: a pool is read from
// the chain again exactly when its storage changed, and every other pool comes back as it was
// read, in loadPools's order.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chainOf, publicClient } from '@tidepool/devnet/testing/clients'
import { devnetManifest } from '@tidepool/devnet/testing/context'
import { revert, rpc, snapshot } from '@tidepool/devnet/testing/rpc'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Pool } from '../graph/types.ts'
import { discoverPools } from '../loader/discoverPools.ts'
import { loadPools, type PoolKey } from '../loader/loadPools.ts'
import { multicall3, SEED_FEE_TIERS } from './devnet.ts'
import { cachedPools } from './snapshotCache.ts'

const chain = chainOf(devnetManifest(), 2)
const client = publicClient(chain)

let seed = ''
let dir = ''
beforeAll(async () => {
  seed = await snapshot(chain.rpcUrl)
  dir = await mkdtemp(path.join(tmpdir(), 'tidepool-pool-cache-'))
})
afterAll(async () => {
  await revert(chain.rpcUrl, seed)
  await rm(dir, { recursive: true, force: true })
})

/** The cache at the head block, with the keys it had to read from the chain. */
async function readAtHead(asked: PoolKey[][]): Promise<{ pools: Pool[]; direct: Pool[] }> {
  const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
  const multicall = multicall3(client, chain.contracts.multicall3, blockNumber, 500)
  const keys = await discoverPools({
    multicall,
    tokens: chain.tokens.map((t) => t.address),
    v2Factory: chain.contracts.v2Factory,
    v3Factory: chain.contracts.v3Factory,
    feeTiers: SEED_FEE_TIERS,
  })
  const load = async (some: readonly PoolKey[]) => {
    asked.push([...some])
    return (await loadPools({ multicall, pools: some, tickLens: chain.contracts.tickLens })).pools
  }
  const pools = await cachedPools({ client, chainId: chain.chainId, keys, blockNumber, dir, load })
  const direct = (await loadPools({ multicall, pools: keys, tickLens: chain.contracts.tickLens }))
    .pools
  return { pools, direct }
}

it('reads a pool again only when its storage changed; the rest come back as read', async () => {
  const asked: PoolKey[][] = []
  const first = await readAtHead(asked)
  expect(asked).toHaveLength(1)
  expect(asked[0]?.length).toBe(first.direct.length)
  expect(first.direct.length).toBeGreaterThan(2)
  expect(first.pools).toEqual(first.direct)

  // A new block that leaves every pool as it was: nothing is read.
  await rpc(chain.rpcUrl, 'evm_mine')
  const same = await readAtHead(asked)
  expect(asked).toHaveLength(1)
  expect(same.pools).toEqual(first.direct)

  // Any write to one pool's storage (here a slot no pool uses) changes its storage root.
  const touched = first.direct[1] as Pool
  await rpc(chain.rpcUrl, 'hardhat_setStorageAt', [
    touched.address,
    '0x7777',
    `0x${'1'.padStart(64, '0')}`,
  ])
  await rpc(chain.rpcUrl, 'evm_mine')
  const after = await readAtHead(asked)
  expect(asked).toHaveLength(2)
  expect(asked[1]?.map((k) => k.address)).toEqual([touched.address])
  expect(after.pools).toEqual(after.direct)
})
