import { describe, expect, it } from 'vitest'
import { InsufficientLiquidityError, InvalidInputError } from '../errors.ts'
import { randomGraph, tokenAddress } from '../testing/graphs.ts'
import { createRng } from '../testing/prng.ts'
import { quoteRouteExactIn, quoteRouteExactOut } from './quoteRoute.ts'
import { enumerateRoutes } from './routes.ts'

describe('exact route quotes', () => {
  const rng = createRng(61)
  const pools = randomGraph(rng, { tokens: 5, pools: 14, v2Share: 0.4 })
  const routes = enumerateRoutes(pools, tokenAddress(0), tokenAddress(1))

  it('chain the hops: each hop takes what the previous one paid out', () => {
    let checked = 0
    for (const route of routes) {
      let q: ReturnType<typeof quoteRouteExactIn>
      try {
        q = quoteRouteExactIn(route, 10n ** 15n)
      } catch (e) {
        // A shallow synthetic pool may not take this much: nothing to chain then.
        if (e instanceof InsufficientLiquidityError) continue
        throw e
      }
      checked++
      q.hops.forEach((hop, i) => {
        expect(hop.pool).toBe(route.pools[i])
        if (i > 0) expect(hop.amountIn).toBe(q.hops[i - 1]?.amountOut)
      })
      const back = quoteRouteExactOut(route, q.amountOut)
      back.hops.forEach((hop, i) => {
        if (i > 0) expect(hop.amountIn).toBe(back.hops[i - 1]?.amountOut)
      })
      expect(back.hops.at(-1)?.amountOut).toBe(q.amountOut)
    }
    expect(checked).toBeGreaterThan(routes.length / 2)
  })

  it('never ask more for an output than the input that produced it (200 round trips)', () => {
    let checked = 0
    for (let k = 0; k < 200; k++) {
      const route = rng.pick(routes)
      const amountIn = rng.logUniform(9, 20)
      let out: bigint
      try {
        out = quoteRouteExactIn(route, amountIn).amountOut
      } catch (e) {
        // Only what a real pool refuses: too much for a shallow pool, or a v2 hop paying 0.
        if (e instanceof InsufficientLiquidityError || e instanceof InvalidInputError) continue
        throw e
      }
      if (out === 0n) continue
      expect(quoteRouteExactOut(route, out).amountIn <= amountIn).toBe(true)
      checked++
    }
    expect(checked).toBeGreaterThan(100)
  })

  it('refuse an output beyond what the route can pay', () => {
    expect(() => quoteRouteExactOut(routes[0] ?? { pools: [], path: [] }, 10n ** 40n)).toThrow(
      InsufficientLiquidityError,
    )
  })
})
