// The service under faults on the integration devnet (issue 17): the L1's URL list has a fault
// proxy first and the devnet's node second. Whether the first node hangs, answers 5xx or
// refuses eth_getLogs, quotes keep coming (each one checked on-chain before it is served, so a
// 200 is a correct quote), pinned by block hash across new blocks. It only mines empty blocks
// (evm_mine), so it takes no snapshot: a revert would move the chain back under the next file.
import type { Manifest } from '@tidepool/devnet/manifest'
import { chainOf, tokenOf } from '@tidepool/devnet/testing/clients'
import { rpc } from '@tidepool/devnet/testing/rpc'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Logger } from './handler.ts'
import type { QuoteResponse } from './response.ts'
import { createQuoteServer, type QuoteServer } from './server.ts'
import { type FaultProxy, startFaultProxy } from './testing/faultProxy.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    manifest: Manifest
  }
}

const manifest = inject('manifest')
const l1 = chainOf(manifest, 1)
const errors: Parameters<Logger>[0][] = []
let proxy: FaultProxy
let server: QuoteServer

async function quote(amount: bigint): Promise<{ status: number; body: QuoteResponse }> {
  const query = new URLSearchParams({
    tokenInAddress: tokenOf(l1, 'WETH').address,
    tokenInChainId: String(l1.chainId),
    tokenOutAddress: tokenOf(l1, 'USDC').address,
    tokenOutChainId: String(l1.chainId),
    amount: amount.toString(),
    type: 'exactIn',
  })
  const res = await fetch(`${server.url}/quote?${query}`)
  return { status: res.status, body: (await res.json()) as QuoteResponse }
}

beforeAll(async () => {
  proxy = await startFaultProxy(l1.rpcUrl, 'pass')
  server = await createQuoteServer({
    manifest,
    port: 0,
    headTtlMs: 0,
    rpcUrls: { [l1.chainId]: [proxy.url, l1.rpcUrl] },
    rpc: { timeoutMs: 1_000, callTimeoutMs: 60_000 },
    // The cold first quote reads every tick-bitmap word (half a minute on a loaded CI machine).
    deadlineMs: 120_000,
    log: (entry) => {
      if (entry.level === 'error') errors.push(entry)
    },
  })
  expect((await quote(10n ** 18n)).status).toBe(200)
})

afterAll(async () => {
  await server?.close()
  await proxy?.close()
})

describe('the quote service with a faulty node first in the URL list', () => {
  for (const mode of ['hang', '5xx', 'refuse-getLogs'] as const) {
    it(`keeps quoting through the second URL when the first ${mode === 'hang' ? 'hangs' : mode === '5xx' ? 'answers 5xx' : 'refuses eth_getLogs'}`, async () => {
      proxy.mode = mode
      const before = await quote(10n ** 18n)
      await rpc(l1.rpcUrl, 'evm_mine') // the cache advances: head, logs, re-reads
      const started = performance.now()
      const after = await quote(2n * 10n ** 18n)
      const ms = performance.now() - started
      expect([before.status, after.status]).toEqual([200, 200])
      expect(BigInt(after.body.blockNumber)).toBeGreaterThan(BigInt(before.body.blockNumber))
      expect(BigInt(after.body.quote)).toBeGreaterThan(0n)
      // One light-request timeout at most, never the 41 s of issue 17.
      expect(ms).toBeLessThan(15_000)
      expect(errors).toEqual([])
    })
  }
})
