import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors.ts'
import { tokenAddress, v2PairBetween, v3PoolBetween } from '../testing/graphs.ts'
import { createRng } from '../testing/prng.ts'
import { feeTiersForChain, tickSpacingForFee } from './feeTiers.ts'
import { enumerateRoutes, MAX_HOPS_PRICE_QUOTING, type Route } from './routes.ts'
import type { Pool } from './types.ts'

const T = [0, 1, 2, 3, 4].map(tokenAddress)
const logPrice = [0, 0, 0, 0, 0]

function graph(): Pool[] {
  const rng = createRng(1)
  const v2 = (a: number, b: number): Pool =>
    v2PairBetween(rng, { a, b, logPrice, depth: 18, noise: 0 })
  const v3 = (a: number, b: number, fee: number): Pool =>
    v3PoolBetween(rng, { a, b, logPrice, depth: 18, noise: 0, fee })
  // t0–t1 direct (v2 + two v3 tiers), t0–t2–t1, t0–t3–t2, t3–t4 (a dead end), t2–t4–t1.
  return [
    v2(0, 1),
    v3(0, 1, 500),
    v3(0, 1, 3000),
    v3(0, 2, 3000),
    v2(2, 1),
    v2(0, 3),
    v3(3, 2, 500),
    v2(3, 4),
    v3(2, 4, 100),
    v2(4, 1),
  ]
}

const names = (routes: Route[]): string[] =>
  routes.map((r) => r.path.map((t) => T.indexOf(t)).join('>'))

describe('enumerateRoutes', () => {
  it('finds every simple path up to 3 hops, direct pools first by snapshot order', () => {
    const routes = enumerateRoutes(graph(), T[0] ?? '0x', T[1] ?? '0x')
    expect(names(routes).sort()).toEqual(
      ['0>1', '0>1', '0>1', '0>2>1', '0>2>4>1', '0>3>2>1', '0>3>4>1'].sort(),
    )
    for (const r of routes) {
      expect(r.path).toHaveLength(r.pools.length + 1)
      expect(new Set(r.pools).size).toBe(r.pools.length)
      expect(new Set(r.path).size).toBe(r.path.length)
    }
  })

  it('stops at 2 hops for price quoting and at 1 when asked', () => {
    expect(
      names(
        enumerateRoutes(graph(), T[0] ?? '0x', T[1] ?? '0x', { maxHops: MAX_HOPS_PRICE_QUOTING }),
      ).sort(),
    ).toEqual(['0>1', '0>1', '0>1', '0>2>1'].sort())
    expect(enumerateRoutes(graph(), T[0] ?? '0x', T[1] ?? '0x', { maxHops: 1 })).toHaveLength(3)
  })

  it('filters by protocol and keeps v2 and v3 apart when mixing is off', () => {
    const pools = graph()
    const v2only = enumerateRoutes(pools, T[0] ?? '0x', T[1] ?? '0x', { protocols: ['v2'] })
    expect(v2only.every((r) => r.pools.every((p) => p.protocol === 'v2'))).toBe(true)
    expect(names(v2only).sort()).toEqual(['0>1', '0>3>4>1'])
    const pure = enumerateRoutes(pools, T[0] ?? '0x', T[1] ?? '0x', { mixed: false })
    expect(pure.every((r) => r.pools.every((p) => p.protocol === r.pools[0]?.protocol))).toBe(true)
  })

  it('accepts checksummed addresses and rejects a same-token or malformed request', () => {
    const upper = (T[0] ?? '')
      .replace('0x', '0X')
      .toUpperCase()
      .replace('0X', '0x') as `0x${string}`
    expect(enumerateRoutes(graph(), upper, T[1] ?? '0x').length).toBeGreaterThan(0)
    expect(() => enumerateRoutes(graph(), T[0] ?? '0x', T[0] ?? '0x')).toThrow(InvalidInputError)
    expect(() => enumerateRoutes(graph(), '0x1234', T[1] ?? '0x')).toThrow(InvalidInputError)
  })

  it('skips pools that cannot trade (empty v2 reserves)', () => {
    const pools = graph().map((p) => (p.protocol === 'v2' ? { ...p, reserve0: 0n } : p))
    expect(
      enumerateRoutes(pools, T[0] ?? '0x', T[1] ?? '0x').every((r) =>
        r.pools.every((p) => p.protocol === 'v3'),
      ),
    ).toBe(true)
  })
})

describe('fee tiers (spec 02 §9; read from the factory, issue 17)', () => {
  it('falls back to all four standard tiers on every chain, mainnet’s 0.01 % included', () => {
    expect(feeTiersForChain(1)).toEqual([100, 500, 3000, 10000])
    expect(feeTiersForChain(31337)).toEqual([100, 500, 3000, 10000])
    expect([100, 500, 3000, 10000].map(tickSpacingForFee)).toEqual([1, 10, 60, 200])
    expect(tickSpacingForFee(42)).toBeUndefined()
  })
})
