// What an integration test is given: the run's one devnet, whose manifest globalSetup.ts provides
// through Vitest's provide/inject. The type of what is provided is declared here once, for every
// file that injects it (each test file used to declare it again), with the lookups most files
// start with: the L1, and its v4 contracts with a seeded pool.
import { inject } from 'vitest'
import type { Manifest, ManifestChain, ManifestV4Contracts, ManifestV4Pool } from '../manifest.ts'
import { chainOf } from './clients.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    manifest: Manifest
    /** Where this run's whole-pool snapshots are kept (routing testing/snapshotCache.ts). */
    poolSnapshotCache: string
  }
}

export interface DevnetL1 {
  manifest: Manifest
  l1: ManifestChain
}

/** The run's manifest. */
export function devnetManifest(): Manifest {
  return inject('manifest')
}

/** The run's manifest and its L1 chain. */
export function devnetL1(): DevnetL1 {
  const manifest = devnetManifest()
  return { manifest, l1: chainOf(manifest, 1) }
}

/** Where this run's whole-pool snapshots are kept (routing testing/snapshotCache.ts). */
export function poolSnapshotCacheDir(): string {
  return inject('poolSnapshotCache')
}

export interface DevnetV4 extends DevnetL1 {
  v4: ManifestV4Contracts
  /** The seeded pool of the role asked for (seed/v4Pools.ts). */
  pool: ManifestV4Pool
  /** The PoolManager's deploy block: where log scans start. */
  deployBlock: number
}

/** The L1's v4 contracts and its seeded pool of `role` ('v4-only': ETH/LUM, 'best-price': ETH/USDC). */
export function devnetV4(role: ManifestV4Pool['role']): DevnetV4 {
  const { manifest, l1 } = devnetL1()
  const pool = l1.v4Seed?.pools.find((p) => p.role === role)
  if (!l1.v4 || !pool || l1.v4DeployBlock === undefined) {
    throw new Error(`the devnet L1 has no v4, or no ${role} v4 pool`)
  }
  return { manifest, l1, v4: l1.v4, pool, deployBlock: l1.v4DeployBlock }
}
