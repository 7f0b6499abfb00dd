// spec 01 §9 Routing: a swap's gas estimate is 100000 plus 30000 per pool hop, charged per route
// (each route of a split is its own swap call): the routing engine's own count, for a service
// answer that carries no gasUseEstimate.
import { estimateSwapGas } from '@tidepool/routing'
import type { TradeRoute } from '../types'

export function estimateGas(routes: readonly Pick<TradeRoute, 'hops'>[]): bigint {
  return routes.reduce((s, r) => s + estimateSwapGas(r.hops.length), 0n)
}
