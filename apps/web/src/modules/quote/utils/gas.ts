// spec 01 §9 Routing: a swap's gas estimate is 100000 plus 30000 per pool hop, charged per route
// (each route of a split is its own swap call), as the routing engine and the service count it.
import type { TradeRoute } from '../types'

const SWAP_BASE_GAS = 100_000n
const GAS_PER_HOP = 30_000n

export function estimateGas(routes: readonly Pick<TradeRoute, 'hops'>[]): bigint {
  return routes.reduce((s, r) => s + SWAP_BASE_GAS + GAS_PER_HOP * BigInt(r.hops.length), 0n)
}
