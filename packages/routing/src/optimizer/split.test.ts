import { describe, expect, it } from 'vitest'
import { InsufficientLiquidityError } from '../errors.ts'
import { type GasPricing, SWAP_TX_GAS } from '../gas.ts'
import { quoteRouteExactIn, quoteRouteExactOut } from '../graph/quoteRoute.ts'
import { enumerateRoutes, type Route } from '../graph/routes.ts'
import { disjointGraph, randomGraph, tokenAddress } from '../testing/graphs.ts'
import { createRng } from '../testing/prng.ts'
import { goldenTwoRoutes, marginalBisection } from '../testing/reference.ts'
import { findBestSplitOnGrid } from './grid.ts'
import { findBestSplit } from './split.ts'
import type { Trade } from './trade.ts'
import type { TradeType } from './waterfill.ts'

const A = tokenAddress(0)
const B = tokenAddress(1)
const TRADE_TYPES: readonly TradeType[] = ['exactIn', 'exactOut']

/** Σ ψ of a trade: its output, or minus its input for exact output. */
function value(trade: Trade): number {
  return trade.tradeType === 'exactIn' ? Number(trade.amountOut) : -Number(trade.amountIn)
}

/** How far below the reference a trade is, in basis points of the reference. */
function lossBps(trade: Trade, reference: number): number {
  return ((reference - value(trade)) / Math.abs(reference)) * 1e4
}

function feasible(f: () => Trade): Trade | undefined {
  try {
    return f()
  } catch (e) {
    if (e instanceof InsufficientLiquidityError) return undefined
    throw e
  }
}

describe('findBestSplit: distance to the continuous optimum (gas = 0)', () => {
  it('is within 0.1 bp of a golden-section search over two routes (16 cases)', () => {
    const rng = createRng(101)
    let cases = 0
    let splitCases = 0
    // Bounded: an engine that refuses every trade must fail here, not loop forever.
    for (let attempt = 0; attempt < 200 && cases < 16; attempt++) {
      const pools = disjointGraph(rng, { direct: 2, via: 0, v2Share: 0.4 })
      const routes = enumerateRoutes(pools, A, B) as [Route, Route]
      const tradeType = TRADE_TYPES[cases % 2] ?? 'exactIn'
      const amount = 10n ** BigInt(rng.int(16, 19)) * BigInt(rng.int(1, 9))
      const ours = feasible(() => findBestSplit({ routes, tradeType, amount }))
      if (ours === undefined) continue
      const reference = goldenTwoRoutes(routes, tradeType, amount)
      expect(lossBps(ours, reference.value), `case ${cases}`).toBeLessThan(0.1)
      if (ours.routes.length === 2) splitCases++
      cases++
    }
    expect(cases).toBe(16)
    expect(splitCases).toBeGreaterThan(4)
  })

  it('is within 0.1 bp of bisection on exact marginal rates for 3–7 routes (8 cases)', () => {
    const rng = createRng(202)
    let cases = 0
    let worst = Number.NEGATIVE_INFINITY
    for (let attempt = 0; attempt < 100 && cases < 8; attempt++) {
      const pools = disjointGraph(rng, { direct: rng.int(1, 3), via: rng.int(1, 4) })
      const routes = enumerateRoutes(pools, A, B)
      if (routes.length < 3) continue
      const tradeType = TRADE_TYPES[cases % 2] ?? 'exactIn'
      const amount = 10n ** BigInt(rng.int(17, 19)) * BigInt(rng.int(1, 9))
      const ours = feasible(() =>
        findBestSplit({ routes, tradeType, amount, maxSplits: routes.length }),
      )
      if (ours === undefined) continue
      const reference = marginalBisection(routes, tradeType, amount)
      const loss = lossBps(ours, reference.value)
      worst = Math.max(worst, loss)
      expect(loss, `case ${cases}`).toBeLessThan(0.1)
      cases++
    }
    expect(cases).toBe(8)
    // The reference is itself an achievable split: the engine cannot beat it by more than noise.
    expect(worst).toBeGreaterThan(-0.01)
  }, 30_000)
})

describe('findBestSplit against the 5 % grid baseline', () => {
  it('is never worse, gas-adjusted, on 60 random graphs (exact in and out, with and without gas)', () => {
    const rng = createRng(303)
    let compared = 0
    let strictlyBetter = 0
    for (let g = 0; g < 60; g++) {
      const pools = randomGraph(rng, { tokens: rng.int(3, 6), pools: rng.int(4, 16) })
      const routes = enumerateRoutes(pools, A, B)
      const tradeType = TRADE_TYPES[g % 2] ?? 'exactIn'
      const amount = 10n ** BigInt(rng.int(15, 20)) * BigInt(rng.int(1, 9))
      const gas: GasPricing | undefined =
        g % 3 === 0
          ? undefined
          : {
              gasPriceWei: BigInt(rng.int(1, 200)) * 10n ** 9n,
              quoteTokenPerWei: { numerator: 1n, denominator: 1n },
            }
      const grid = feasible(() => findBestSplitOnGrid({ routes, tradeType, amount, gas }))
      const ours = feasible(() => findBestSplit({ routes, tradeType, amount, gas }))
      if (grid === undefined) continue
      expect(ours, `graph ${g}: the grid found a trade`).toBeDefined()
      if (ours === undefined) continue
      compared++
      const oursBetterOrEqual =
        tradeType === 'exactIn'
          ? ours.quoteGasAdjusted >= grid.quoteGasAdjusted
          : ours.quoteGasAdjusted <= grid.quoteGasAdjusted
      expect(
        oursBetterOrEqual,
        `graph ${g}: ${ours.quoteGasAdjusted} vs grid ${grid.quoteGasAdjusted}`,
      ).toBe(true)
      if (ours.quoteGasAdjusted !== grid.quoteGasAdjusted) strictlyBetter++
    }
    expect(compared).toBeGreaterThan(40)
    expect(strictlyBetter).toBeGreaterThan(10)
  }, 60_000)
})

describe('findBestSplit: the trade it returns', () => {
  it('uses pool-disjoint routes whose amounts are their own exact quotes and add up', () => {
    const rng = createRng(404)
    let checked = 0
    for (let g = 0; g < 20; g++) {
      const pools = randomGraph(rng, { tokens: 5, pools: 12 })
      const routes = enumerateRoutes(pools, A, B)
      const tradeType = TRADE_TYPES[g % 2] ?? 'exactIn'
      const amount = 10n ** 18n * BigInt(rng.int(1, 50))
      const trade = feasible(() => findBestSplit({ routes, tradeType, amount }))
      if (trade === undefined) continue
      const seen = new Set<string>()
      for (const r of trade.routes) {
        for (const p of r.route.pools) {
          expect(seen.has(p.address)).toBe(false)
          seen.add(p.address)
        }
        const alone =
          tradeType === 'exactIn'
            ? quoteRouteExactIn(r.route, r.amountIn)
            : quoteRouteExactOut(r.route, r.amountOut)
        expect(alone.amountOut).toBe(r.amountOut)
        expect(alone.amountIn).toBe(r.amountIn)
        expect(r.hops[0]?.amountIn).toBe(r.amountIn)
        expect(r.hops.at(-1)?.amountOut).toBe(r.amountOut)
      }
      const specified = trade.routes.reduce(
        (s, r) => s + (tradeType === 'exactIn' ? r.amountIn : r.amountOut),
        0n,
      )
      expect(specified).toBe(amount)
      expect(trade.routes.reduce((s, r) => s + r.percent, 0)).toBeCloseTo(100, 2)
      checked++
    }
    // Infeasible graphs are skipped, so count the trades actually checked.
    expect(checked).toBeGreaterThan(12)
  })

  it('fills an exact output no single route can, by splitting', () => {
    const rng = createRng(505)
    const pools = disjointGraph(rng, { direct: 3, via: 0, v2Share: 0 })
    const routes = enumerateRoutes(pools, A, B)
    // Just under the sum of what the pools can pay out, above what any one can.
    const depths = routes.map((r) => {
      let lo = 1n
      let hi = 10n ** 30n
      while (hi - lo > 1n) {
        const mid = (lo + hi) / 2n
        if (feasible(() => findBestSplit({ routes: [r], tradeType: 'exactOut', amount: mid })))
          lo = mid
        else hi = mid
      }
      return lo
    })
    const largest = [...depths].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))[0] ?? 0n
    const amount = (largest * 3n) / 2n
    expect(amount < depths.reduce((s, d) => s + d, 0n)).toBe(true)
    const trade = findBestSplit({ routes, tradeType: 'exactOut', amount })
    expect(trade.amountOut).toBe(amount)
    expect(trade.routes.length).toBeGreaterThan(1)
  })

  it('stays on one route when gas outweighs what a split would gain', () => {
    const rng = createRng(606)
    const pools = disjointGraph(rng, { direct: 3, via: 1, depth: [19, 19.5] })
    const routes = enumerateRoutes(pools, A, B)
    const amount = 10n ** 18n
    const free = findBestSplit({ routes, tradeType: 'exactIn', amount: amount * 100n })
    expect(free.routes.length).toBeGreaterThan(1)
    const expensive = {
      gasPriceWei: 10n ** 12n,
      quoteTokenPerWei: { numerator: 1n, denominator: 1n },
    }
    const single = findBestSplit({ routes, tradeType: 'exactIn', amount, gas: expensive })
    expect(single.routes.length).toBe(1)
    // The transaction's fixed cost once, plus the one route's own (gas.ts).
    expect(single.gasEstimate).toBe(SWAP_TX_GAS + (single.routes[0]?.gasEstimate ?? 0n))
  })

  it('reports insufficient liquidity when nothing can fill the amount', () => {
    const rng = createRng(707)
    const routes = enumerateRoutes(disjointGraph(rng, { direct: 2, via: 0, v2Share: 0 }), A, B)
    expect(() => findBestSplit({ routes, tradeType: 'exactOut', amount: 10n ** 40n })).toThrow(
      InsufficientLiquidityError,
    )
  })
})
