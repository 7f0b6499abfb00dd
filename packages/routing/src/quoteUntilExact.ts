// The async side of lazy tick reads (issue 17, cold quotes). The engine is synchronous and pure
// (in the browser it runs in a Web Worker), so it cannot read the chain mid-search: it throws
// TicksNeededError naming the pool sides it reached the edge of (v3/tickEdges.ts). Here the
// caller's pool-state cache reads further past them and the search runs again, until it
// completes without touching an edge — then its answer is the one the fully read pools give.
// Each round reaches GROWTH (4) times further from the price (loader/extendPools.ts), so a
// tick-spacing-1 pool is read to its end within 6 rounds; MAX_TICK_ROUNDS only bounds a bug.
import { RoutingError, type TickEdge, TicksNeededError } from './errors.ts'
import type { PoolState } from './state/poolStateCache.ts'

export const MAX_TICK_ROUNDS = 16

export interface TickExtender {
  extend(state: PoolState, edges: readonly TickEdge[]): Promise<PoolState>
}

export interface UntilTicksSuffice<T> {
  /** The state the answer was found on (the extended one if a round read further). */
  state: PoolState
  result: T
  /** Rounds of further reads it took (0: the first read sufficed). */
  rounds: number
}

/** Runs `search` on `state`, reading further and again while it throws TicksNeededError. */
export async function untilTicksSuffice<T>(
  cache: TickExtender,
  state: PoolState,
  search: (state: PoolState) => T | Promise<T>,
  maxRounds = MAX_TICK_ROUNDS,
): Promise<UntilTicksSuffice<T>> {
  let current = state
  for (let rounds = 0; ; rounds++) {
    try {
      return { state: current, result: await search(current), rounds }
    } catch (e) {
      if (!(e instanceof TicksNeededError)) throw e
      if (rounds >= maxRounds)
        throw new RoutingError(`still needs ticks after ${maxRounds} rounds of further reads`)
      const next = await cache.extend(current, e.edges)
      // Nothing left to read on those sides: cannot happen (only partial pools report edges).
      if (next === current) throw new RoutingError('a search needs ticks that cannot be read')
      current = next
    }
  }
}
