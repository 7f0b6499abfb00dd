import { describe, expect, it } from 'vitest'
import { PUBLIC_CHAINS } from '../../../../chain/publicChains'
import { listableV4 } from './v4Listing'

const byId = (id: number) => {
  const chain = PUBLIC_CHAINS.find((c) => c.id === id)
  if (!chain) throw new Error(`no chain ${id}`)
  return chain
}

describe('where v4 runs and where its positions are listed (issues 32, 33)', () => {
  it('gives every public chain with v4, the Universal Router and Permit2 its v4 set', () => {
    let checked = 0
    for (const id of [1, 8453, 130, 42161, 10, 137, 56, 43114, 42220, 81457, 7777777, 480]) {
      const v4 = byId(id).contracts?.v4
      expect(v4?.universalRouter, byId(id).label).toMatch(/^0x[0-9a-fA-F]{40}$/)
      expect(v4?.stateView, byId(id).label).toMatch(/^0x[0-9a-fA-F]{40}$/)
      checked++
    }
    expect(checked).toBe(12)
  })

  it('lists v4 positions only where the PoolManager’s deploy block is known (Ethereum)', () => {
    expect(listableV4(byId(1))?.deployBlock).toBe(21_688_329)
    for (const id of [8453, 130, 42161, 10]) {
      expect(byId(id).contracts?.v4).toBeDefined()
      expect(listableV4(byId(id))).toBeUndefined()
    }
  })
})
