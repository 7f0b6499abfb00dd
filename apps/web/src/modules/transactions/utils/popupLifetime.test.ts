import { describe, expect, it } from 'vitest'
import { PUBLIC_CHAINS } from '../../../chain/publicChains'
import { transactionPopupLifetimeMs } from './popupLifetime'

const lifetimeOn = (id: number) => {
  const chain = PUBLIC_CHAINS.find((c) => c.id === id)
  if (!chain) throw new Error(`no chain ${id}`)
  return transactionPopupLifetimeMs(chain.networkType)
}

// spec 01 §9 Popups: default 25000 ms, the shorter 5000 ms for completed transactions on L2s.
describe('transaction toast lifetime per chain', () => {
  it('stays the default 25 s on layer 1 chains', () => {
    expect(lifetimeOn(1)).toBe(25_000)
    expect(lifetimeOn(137)).toBe(25_000) // Polygon is not a rollup
  })

  it('dismisses after the shorter 5 s on rollups', () => {
    expect(lifetimeOn(10)).toBe(5_000) // Optimism
    expect(lifetimeOn(42161)).toBe(5_000) // Arbitrum One
  })
})
