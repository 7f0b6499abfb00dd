// The tick readers' integration tests (v3 and v4): the devnet's L1 from the manifest, a client
// whose HTTP requests are counted (the readers promise two per read: one JSON-RPC batch per
// round), and the oracle both reads must pass.
import type { ManifestChain } from '@tidepool/devnet/manifest'
import { devnetL1 } from '@tidepool/devnet/testing/context'
import { createPublicClient, http, type PublicClient } from 'viem'
import { expect } from 'vitest'
import type { PoolTicks } from '../actions/poolTicks'
import { activeLiquidity } from '../utils/depth'

export interface CountingL1 {
  l1: ManifestChain
  client: PublicClient
  /** HTTP requests sent since the last call (resets the count). */
  requests: () => number
}

export function countingL1(): CountingL1 {
  const { l1 } = devnetL1()
  let count = 0
  const fetchFn: typeof fetch = (input, init) => {
    count++
    return fetch(input, init)
  }
  const client = createPublicClient({
    transport: http(l1.rpcUrl, { batch: { wait: 50 }, fetchFn }),
  })
  return {
    l1,
    client,
    requests: () => {
      const n = count
      count = 0
      return n
    },
  }
}

/**
 * Summing every liquidityNet from the lowest tick gives 0 above the highest one, and the sum up
 * to the current tick is the pool's in-range liquidity, as the pool itself reports it.
 */
export function expectTicksAddUpToLiquidity(read: PoolTicks): void {
  const active = activeLiquidity(read.ticks, read.tickCurrent, read.liquidity)
  expect(active.at(-1)?.liquidityActive).toBe(0n)
  let sum = 0n
  for (const t of read.ticks) if (t.tick <= read.tickCurrent) sum += t.liquidityNet
  expect(sum).toBe(read.liquidity)
}
