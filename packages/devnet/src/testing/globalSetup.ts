// Vitest global setup of the 'integration' project (vitest.config.ts): one devnet for the whole
// run on its own ports and state dir, so it can run beside `npm start` and the e2e devnet.
import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { type Devnet, REPO_ROOT, startDevnet } from '../index.ts'
// The provided context's type (manifest, poolSnapshotCache) is declared in context.ts.
import type {} from './context.ts'

// TIDEPOOL_INTEGRATION_PORT_OFFSET shifts the ports, for two checkouts testing side by side.
const offset = Number(process.env.TIDEPOOL_INTEGRATION_PORT_OFFSET ?? 0)
export const INTEGRATION_PORTS = {
  l1Port: 28545 + offset,
  l2Port: 28546 + offset,
  opPort: 28549 + offset,
  httpPort: 28547 + offset,
}

let devnet: Devnet | undefined

export async function setup(project: TestProject): Promise<void> {
  // The nodes inherit this. EDR records every EVM step of an eth_call (edr#1657): a quote that
  // drains a 0.01 % pool allocates GBs of trace, and EDR's allocator (mimalloc) hands freed pages
  // back to the OS after 10 ms, so the next such eth_call faults them all in again. Kept, the
  // routing suite's 1,000 swaps took 28.7 s on chain instead of 48.0 s (bench/README).
  process.env.MIMALLOC_PURGE_DELAY ??= '-1'
  const stateDir = path.join(REPO_ROOT, '.devnet', 'integration')
  // Emptied per run: a snapshot is only ever reused within the run that read it.
  const poolSnapshotCache = path.join(stateDir, 'pool-snapshots')
  await rm(poolSnapshotCache, { recursive: true, force: true })
  devnet = await startDevnet({
    ...INTEGRATION_PORTS,
    stateDir,
    log: (line) => console.log(`[devnet] ${line}`),
  })
  project.provide('manifest', devnet.manifest)
  project.provide('poolSnapshotCache', poolSnapshotCache)
}

export async function teardown(): Promise<void> {
  await devnet?.stop()
  devnet = undefined
}
