// Lazy tick reads (issue 17, cold quotes): a v3 pool may be read only near its price
// (graph/types.ts `tickRange`). Every place that would need a tick beyond that range — the exact
// swap (simulate.ts) stopping at the edge with amount left, the float model (model/hopCurve.ts)
// asked for an amount past the known depth — reports it here. The engine is synchronous, so one
// search at a time is collected: `untilEdge` runs a whole search and, if any pool side was
// reached, throws TicksNeededError instead of an answer that might differ from the full pool's.
// When nothing was reached, every number the search looked at is the one the fully read pools
// give, so its answer is theirs (loader/extendPools.ts then reads further, the caller retries).
import { RoutingError, type TickEdge, TicksNeededError } from '../errors.ts'

/** Pool object → the directions that reached its edge, during the running search. */
let active: Map<object, Set<boolean>> | undefined

/** Called by the simulation and the model when `pool` (partially read) needed more ticks. */
export function recordTickEdge(pool: object, zeroForOne: boolean): void {
  if (active === undefined) return
  let sides = active.get(pool)
  if (sides === undefined) {
    sides = new Set()
    active.set(pool, sides)
  }
  sides.add(zeroForOne)
}

/**
 * Runs `search`; throws TicksNeededError when it reached a pool's edge (whatever it returned or
 * threw as a routing outcome). A nested call (pricing inside quoteWithGas) leaves the decision
 * to the outermost one. Errors that are not routing outcomes (bugs) pass through unchanged.
 */
export function untilEdge<T>(search: () => T): T {
  if (active !== undefined) return search()
  const edges = new Map<object, Set<boolean>>()
  active = edges
  let value: T | undefined
  let failure: unknown
  let failed = false
  try {
    value = search()
  } catch (e) {
    if (!(e instanceof RoutingError)) throw e
    failure = e
    failed = true
  } finally {
    active = undefined
  }
  if (edges.size > 0) {
    const list: TickEdge[] = []
    for (const [pool, sides] of edges) {
      const address = (pool as { address?: unknown }).address
      if (typeof address !== 'string') continue
      for (const zeroForOne of sides) list.push({ pool: address.toLowerCase(), zeroForOne })
    }
    if (list.length > 0) throw new TicksNeededError(list)
  }
  if (failed) throw failure
  return value as T
}
