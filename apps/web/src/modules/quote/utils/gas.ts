// The routing engine's gas model (packages/routing gas.ts, calibrated to the gas SwapRouter02
// executes, issue 17), for a service answer that carries no gasUseEstimate: each route is its own
// router call, hops are charged by pool type. Such an answer says nothing of the v3 ticks its
// swaps cross, so none are charged (the estimate is then a lower bound).
import { estimateTradeGas } from '@tidepool/routing'
import type { TradeRoute } from '../types'

const PROTOCOL = { V2: 'v2', V3: 'v3', V4: 'v4' } as const

export function estimateGas(routes: readonly Pick<TradeRoute, 'hops'>[]): bigint {
  // Issue 31: a v4 hop is the PoolManager's (its own terms), not a v3 pool's.
  return estimateTradeGas(
    routes.map((r) => r.hops.map((h) => ({ protocol: PROTOCOL[h.protocol] }))),
  )
}
