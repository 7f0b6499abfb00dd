import { describe, expect, it } from 'vitest'
import { InvalidInputError, NoRouteError } from './errors.ts'
import { findBestTrade } from './findBestTrade.ts'
import type { PoolSnapshot } from './graph/types.ts'
import { toQuoteRoute } from './optimizer/quoteResponse.ts'
import { randomGraph, tokenAddress } from './testing/graphs.ts'
import { createRng } from './testing/prng.ts'

function snapshot(seed: number): PoolSnapshot {
  return {
    chainId: 31337,
    blockNumber: 123n,
    pools: randomGraph(createRng(seed), { tokens: 5, pools: 14, v2Share: 0.5 }),
  }
}

describe('findBestTrade', () => {
  it('routes between two tokens of the snapshot and echoes its block', () => {
    const trade = findBestTrade({
      snapshot: snapshot(1),
      tokenIn: tokenAddress(0),
      tokenOut: tokenAddress(1),
      tradeType: 'exactIn',
      amount: 10n ** 18n,
    })
    expect(trade.blockNumber).toBe(123n)
    expect(trade.chainId).toBe(31337)
    expect(trade.amountIn).toBe(10n ** 18n)
    expect(trade.quote).toBe(trade.amountOut)
    expect(trade.routes.every((r) => r.route.pools.length <= 3)).toBe(true)
    // A small trade pays about the pools' fees over the mid price, a large one much more.
    expect(trade.priceImpact).toBeGreaterThan(0)
    const large = findBestTrade({
      snapshot: snapshot(1),
      tokenIn: tokenAddress(0),
      tokenOut: tokenAddress(1),
      tradeType: 'exactIn',
      amount: 10n ** 20n,
    })
    expect(large.priceImpact).toBeGreaterThan(trade.priceImpact)
  })

  it('keeps exact-output routes within one protocol (SwapRouter02 cannot chain them)', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const trade = findBestTrade({
        snapshot: snapshot(seed),
        tokenIn: tokenAddress(0),
        tokenOut: tokenAddress(1),
        tradeType: 'exactOut',
        amount: 10n ** 17n,
        maxHops: 3,
      })
      expect(trade.amountOut).toBe(10n ** 17n)
      for (const r of trade.routes) {
        expect(new Set(r.route.pools.map((p) => p.protocol)).size).toBe(1)
      }
    }
  })

  it('rejects a non-positive amount and reports a missing route', () => {
    const base = {
      snapshot: snapshot(2),
      tokenIn: tokenAddress(0),
      tokenOut: tokenAddress(1),
      tradeType: 'exactIn' as const,
    }
    expect(() => findBestTrade({ ...base, amount: 0n })).toThrow(InvalidInputError)
    expect(() => findBestTrade({ ...base, tokenOut: tokenAddress(9), amount: 1n })).toThrow(
      NoRouteError,
    )
  })
})

describe('toQuoteRoute', () => {
  it('lists each route as hops with the pool state and amounts, as decimal strings', () => {
    const trade = findBestTrade({
      snapshot: snapshot(3),
      tokenIn: tokenAddress(0),
      tokenOut: tokenAddress(1),
      tradeType: 'exactIn',
      amount: 5n * 10n ** 18n,
    })
    const route = toQuoteRoute(trade)
    expect(route).toHaveLength(trade.routes.length)
    route.forEach((hops, i) => {
      const r = trade.routes[i]
      expect(hops[0]?.amountIn).toBe(r?.amountIn.toString())
      expect(hops.at(-1)?.amountOut).toBe(r?.amountOut.toString())
      for (const hop of hops) {
        if (hop.type !== 'v2-pool') expect(hop.sqrtRatioX96).toMatch(/^\d+$/)
        else expect(hop.reserve0).toMatch(/^\d+$/)
      }
    })
    expect(JSON.parse(JSON.stringify(route))).toEqual(route)
  })
})
