// One base error for the engine (viem's pattern, /work/shared/STYLE.md): callers can catch
// RoutingError and switch on `name` without knowing every subclass.

export class RoutingError extends Error {
  override name = 'RoutingError'
}

/**
 * A fixed-point operation the contracts would revert on (overflow, division by zero, an
 * out-of-range tick or price). `reason` is the revert string of the Solidity library, where
 * it has one, so a mismatch with the chain is easy to trace.
 */
export class MathRevertError extends RoutingError {
  override name = 'MathRevertError'
  readonly reason: string
  constructor(reason: string) {
    super(`the contract math reverts here: ${reason}`)
    this.reason = reason
  }
}

/** A pool (or every route) cannot fill the requested amount before its price bound. */
export class InsufficientLiquidityError extends RoutingError {
  override name = 'InsufficientLiquidityError'
}

/** No candidate route connects the two tokens in the snapshot. */
export class NoRouteError extends RoutingError {
  override name = 'NoRouteError'
}

/** A caller passed a value outside what the engine accepts (zero amount, bad address...). */
export class InvalidInputError extends RoutingError {
  override name = 'InvalidInputError'
}

/** One side of a partially read v3 pool (graph/types.ts `tickRange`) a search walked up to. */
export interface TickEdge {
  /** Lowercase pool address. */
  pool: string
  /** The direction of the swap that reached the edge: true = the price fell (token0 in). */
  zeroForOne: boolean
}

/**
 * A search reached the edge of the ticks read for some pool, so its answer might differ from
 * the one the whole pool would give: read further past `edges` (state/poolStateCache.ts
 * `extend`) and search again (quoteUntilExact.ts). Never a final answer.
 */
export class TicksNeededError extends RoutingError {
  override name = 'TicksNeededError'
  readonly edges: readonly TickEdge[]
  constructor(edges: readonly TickEdge[]) {
    super(`the search needs ticks beyond what was read of ${edges.length} pool side(s)`)
    this.edges = edges
  }
}
