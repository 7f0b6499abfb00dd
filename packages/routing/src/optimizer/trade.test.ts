import { describe, expect, it } from 'vitest'
import { enumerateRoutes } from '../graph/routes.ts'
import { disjointGraph, tokenAddress } from '../testing/graphs.ts'
import { createRng } from '../testing/prng.ts'
import { evaluateSplit, spotOutput } from './trade.ts'

describe('price impact', () => {
  const routes = enumerateRoutes(
    disjointGraph(createRng(71), { direct: 1, via: 1, v2Share: 1 }),
    tokenAddress(0),
    tokenAddress(1),
  )

  it('values the input at the mid price of every hop (v2: reserve ratio)', () => {
    for (const route of routes) {
      let expected = 10n ** 18n
      route.pools.forEach((pool, i) => {
        if (pool.protocol !== 'v2') throw new Error('v2 only here')
        const zeroForOne = route.path[i] === pool.token0
        expected = zeroForOne
          ? (expected * pool.reserve1) / pool.reserve0
          : (expected * pool.reserve0) / pool.reserve1
      })
      // Same value up to the floor of the intermediate divisions.
      const diff = spotOutput(route, 10n ** 18n) - expected
      expect(diff >= 0n && diff <= 10n).toBe(true)
    }
  })

  it('is the fee alone for a tiny trade on a v2 pair (0.3 %), and grows with size', () => {
    const direct = routes.find((r) => r.pools.length === 1)
    if (direct === undefined) throw new Error('no direct route')
    const tiny = evaluateSplit('exactIn', [direct], [10n ** 12n], undefined)
    expect(tiny.priceImpact).toBeCloseTo(0.003, 5)
    const big = evaluateSplit('exactIn', [direct], [10n ** 19n], undefined)
    expect(big.priceImpact).toBeGreaterThan(0.003)
  })
})
