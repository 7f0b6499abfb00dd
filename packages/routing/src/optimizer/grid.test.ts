import { describe, expect, it } from 'vitest'
import { enumerateRoutes } from '../graph/routes.ts'
import { disjointGraph, randomGraph, tokenAddress } from '../testing/graphs.ts'
import { createRng } from '../testing/prng.ts'
import { findBestSplitOnGrid } from './grid.ts'

const A = tokenAddress(0)
const B = tokenAddress(1)

describe('findBestSplitOnGrid (the 5 % baseline)', () => {
  it('splits in multiples of 5 %, over pool-disjoint routes, within maxSplits', () => {
    const rng = createRng(9)
    for (let g = 0; g < 10; g++) {
      const routes = enumerateRoutes(randomGraph(rng, { tokens: 5, pools: 12 }), A, B)
      const amount = 10n ** 19n * BigInt(rng.int(1, 9))
      const trade = findBestSplitOnGrid({ routes, tradeType: 'exactIn', amount, maxSplits: 3 })
      expect(trade.routes.length).toBeLessThanOrEqual(3)
      expect(trade.amountIn).toBe(amount)
      const pools = trade.routes.flatMap((r) => r.route.pools.map((p) => p.address))
      expect(new Set(pools).size).toBe(pools.length)
      for (const r of trade.routes) expect(Math.round(r.percent * 100) % 500).toBe(0)
    }
  })

  it('takes the single best route when there is only one', () => {
    const routes = enumerateRoutes(disjointGraph(createRng(4), { direct: 1, via: 0 }), A, B)
    const trade = findBestSplitOnGrid({ routes, tradeType: 'exactOut', amount: 10n ** 17n })
    expect(trade.routes).toHaveLength(1)
    expect(trade.routes[0]?.percent).toBe(100)
  })
})
