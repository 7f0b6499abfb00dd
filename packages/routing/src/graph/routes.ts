// Candidate routes: every simple path from tokenIn to tokenOut through at most maxHops pools
// (spec 01 §9: 3 by default, 2 for price quoting). No pool and no token appears twice in a
// route: a revisited token is a cycle, which only adds gas (arbitrage is not the router's job).
import { InvalidInputError } from '../errors.ts'
import { actsOnSwaps } from '../v4/hooks.ts'
import { normalizeAddress } from './address.ts'
import { type Address, otherToken, type Pool } from './types.ts'

export const MAX_HOPS = 3
export const MAX_HOPS_PRICE_QUOTING = 2

export interface Route {
  /** Pools in swap order. */
  readonly pools: readonly Pool[]
  /** Tokens in swap order: path[0] is tokenIn, path[pools.length] is tokenOut. */
  readonly path: readonly Address[]
}

export type Protocol = Pool['protocol']

export interface EnumerateRoutesOptions {
  maxHops?: number
  protocols?: readonly Protocol[]
  /**
   * Whether one route may mix protocols (v2, v3, v4 hops). The routers execute mixed routes for
   * exact input only (one call per protocol segment, the next one spending the router's
   * balance). Default true.
   */
  mixed?: boolean
}

/**
 * A pool that can trade at all: v2 with both reserves, v3 with liquidity now or at some tick —
 * or one read only near its price (`tickRange`): its ticks may lie further out, and a search
 * that needs them reads them (v3/tickEdges.ts). A v4 pool whose hook acts on swaps is not
 * routed through locally: the local replay of its curve would leave out what the hook takes or
 * refuses, so its price is asked of the chain (v4/hookedQuotes.ts).
 */
export function isTradable(pool: Pool): boolean {
  if (pool.protocol === 'v2') return pool.reserve0 > 0n && pool.reserve1 > 0n
  if (pool.protocol === 'v4' && actsOnSwaps(pool.hooks)) return false
  return pool.liquidity > 0n || pool.ticks.length > 0 || pool.tickRange !== undefined
}

export function enumerateRoutes(
  pools: readonly Pool[],
  tokenIn: Address,
  tokenOut: Address,
  options: EnumerateRoutesOptions = {},
): Route[] {
  const from = normalizeAddress(tokenIn)
  const to = normalizeAddress(tokenOut)
  if (from === to) throw new InvalidInputError('tokenIn and tokenOut are the same token')
  const maxHops = options.maxHops ?? MAX_HOPS
  if (!Number.isInteger(maxHops) || maxHops < 1)
    throw new InvalidInputError(`maxHops must be a positive integer, got ${maxHops}`)
  // v4 pools are in a snapshot only where the chain's config names v4's contracts.
  const protocols = new Set(options.protocols ?? ['v2', 'v3', 'v4'])
  const mixed = options.mixed ?? true

  const byToken = new Map<Address, Pool[]>()
  for (const pool of pools) {
    if (!protocols.has(pool.protocol) || !isTradable(pool)) continue
    for (const token of [pool.token0, pool.token1]) {
      const list = byToken.get(token)
      if (list) list.push(pool)
      else byToken.set(token, [pool])
    }
  }

  const routes: Route[] = []
  const stackPools: Pool[] = []
  const stackTokens: Address[] = [from]
  const visit = (token: Address): void => {
    for (const pool of byToken.get(token) ?? []) {
      if (stackPools.includes(pool)) continue
      const first = stackPools[0]
      if (!mixed && first !== undefined && first.protocol !== pool.protocol) continue
      const next = otherToken(pool, token)
      if (next === to) {
        routes.push({ pools: [...stackPools, pool], path: [...stackTokens, next] })
        continue
      }
      if (stackPools.length + 1 >= maxHops || stackTokens.includes(next)) continue
      stackPools.push(pool)
      stackTokens.push(next)
      visit(next)
      stackPools.pop()
      stackTokens.pop()
    }
  }
  visit(from)
  return routes
}

/** Pools as a set of addresses, to test two routes for a shared pool. */
export function routePoolIds(route: Route): ReadonlySet<Address> {
  return new Set(route.pools.map((p) => p.address))
}
