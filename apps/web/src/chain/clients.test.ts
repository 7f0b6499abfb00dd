import { describe, expect, it } from 'vitest'
import { createChainClients } from './clients'
import { PUBLIC_CHAINS } from './publicChains'
import { PUBLIC_RUNTIME } from './testing/publicRuntime'

const runtime = PUBLIC_RUNTIME

describe('createChainClients', () => {
  it('makes one client per chain of the table, kept for later calls', () => {
    const getClient = createChainClients(runtime)
    const l1 = getClient(1)
    expect(getClient(1)).toBe(l1)
    expect(l1.chain.id).toBe(1)
    const other = PUBLIC_CHAINS.find((c) => c.id !== 1)
    expect(other).toBeDefined()
    expect(getClient(other?.id ?? 0)).not.toBe(l1)
  })

  it("polls at the chain's own interval and batches calls into Multicall3 (spec 01 §9)", () => {
    const getClient = createChainClients(runtime)
    let checked = 0
    for (const row of PUBLIC_CHAINS) {
      const client = getClient(row.id)
      expect(client.pollingInterval).toBe(row.pollingIntervalMs)
      expect(client.batch?.multicall).toBe(true)
      checked++
    }
    expect(checked).toBeGreaterThanOrEqual(4)
  })

  it('refuses a chain the table does not have', () => {
    expect(() => createChainClients(runtime)(999_999)).toThrow(/not in the chain table/)
  })
})
