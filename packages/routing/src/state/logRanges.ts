// Which watched addresses emitted logs since the cache's last block (issue 17). Public nodes
// limit eth_getLogs: a block range (often 1,000–10,000 blocks, some far less), a result size, or
// refuse it outright. A cache idle for hours asks about a long range, so the range is cut into
// chunks of `maxRange` blocks, and a chunk the node refuses is halved and asked again. When the
// answer still cannot be had within a bounded number of requests, the caller re-reads every pool
// instead (exact, only slower) rather than failing every quote from the next block on.
import type { Address } from '../graph/types.ts'
import { isMissingBlockError } from './missingBlock.ts'
import type { ChainReader } from './reader.ts'

export interface LogRangeLimits {
  /** Blocks per eth_getLogs request (default 1,000: what the strictest common public nodes accept). */
  maxRange?: number
  /**
   * eth_getLogs requests one refresh may spend, halvings included (default 16). Beyond it a
   * re-read of the pools is cheaper than the log queries.
   */
  maxRequests?: number
}

export const DEFAULT_MAX_LOG_RANGE = 1000
export const DEFAULT_MAX_LOG_REQUESTS = 16

/** Lowercase addresses that logged in [from, to], or undefined when the node would not say. */
export async function touchedSince(
  reader: ChainReader,
  addresses: readonly Address[],
  from: bigint,
  to: bigint,
  limits: LogRangeLimits = {},
): Promise<Set<string> | undefined> {
  if (from > to || addresses.length === 0) return new Set()
  const maxRange = BigInt(Math.max(1, limits.maxRange ?? DEFAULT_MAX_LOG_RANGE))
  let budget = limits.maxRequests ?? DEFAULT_MAX_LOG_REQUESTS
  const chunks: [bigint, bigint][] = []
  for (let start = from; start <= to; start += maxRange) {
    const end = start + maxRange - 1n
    chunks.push([start, end < to ? end : to])
  }
  if (chunks.length > budget) return undefined
  budget -= chunks.length

  const out = new Set<string>()
  /** One range; refused, it is asked again in halves while the budget lasts. */
  async function ask(start: bigint, end: bigint): Promise<boolean> {
    try {
      for (const a of await reader.touched(addresses, start, end)) out.add(a)
      return true
    } catch (e) {
      // A vanished block is not a node limit: the caller reads again at the new head.
      if (isMissingBlockError(e)) throw e
      if (start === end || budget < 2) return false
      budget -= 2
      const mid = start + (end - start) / 2n
      const [left, right] = await Promise.all([ask(start, mid), ask(mid + 1n, end)])
      return left && right
    }
  }
  // In order, one at a time: a node that limits ranges often limits the request rate too.
  for (const [start, end] of chunks) if (!(await ask(start, end))) return undefined
  return out
}
