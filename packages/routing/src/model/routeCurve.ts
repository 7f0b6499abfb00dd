// A route's float model: its hops composed. The slope of the route is the product of the hop
// slopes at the amounts flowing through them (chain rule), which is what the optimizer equalizes.
import { type TransferFees, transferFeeBps } from '../fees/transferFee.ts'
import type { Route } from '../graph/routes.ts'
import { type CurvePoint, type HopCurve, hopCurve } from './hopCurve.ts'

export interface RouteCurve {
  readonly hops: readonly HopCurve[]
}

/** A fee-on-transfer token's transfer as a hop of its own: a constant share arrives. */
function transferFeeCurve(bps: number): HopCurve {
  const kept = 1 - bps / 10_000
  return {
    forward(x, at) {
      at.value = x * kept
      at.slope = kept
    },
    backward(y, at) {
      at.value = y / kept
      at.slope = kept
    },
    // A transfer crosses no tick.
    crossingsForward: () => 0,
    crossingsBackward: () => 0,
  }
}

/** The route's pools, with a fee step at each transfer of a fee-on-transfer token (issue 17). */
export function routeCurve(route: Route, fees?: TransferFees): RouteCurve {
  const hops: HopCurve[] = []
  route.path.forEach((token, i) => {
    const bps = transferFeeBps(fees, token)
    if (bps > 0) hops.push(transferFeeCurve(bps))
    const pool = route.pools[i]
    if (pool !== undefined) hops.push(hopCurve(pool, token))
  })
  return { hops }
}

const hopPoint: CurvePoint = { value: 0, slope: 0 }

/** Output of the route for input x, and d(out)/d(in) there. */
export function routeForward(curve: RouteCurve, x: number, at: CurvePoint): void {
  let amount = x
  let slope = 1
  for (const hop of curve.hops) {
    hop.forward(amount, hopPoint)
    amount = hopPoint.value
    slope *= hopPoint.slope
  }
  at.value = amount
  at.slope = slope
}

/** Input the route needs for output y (Infinity if unreachable), and d(out)/d(in) there. */
export function routeBackward(curve: RouteCurve, y: number, at: CurvePoint): void {
  let amount = y
  let slope = 1
  for (let i = curve.hops.length - 1; i >= 0; i--) {
    const hop = curve.hops[i]
    if (hop === undefined) continue
    hop.backward(amount, hopPoint)
    amount = hopPoint.value
    slope *= hopPoint.slope
    if (!Number.isFinite(amount)) break
  }
  at.value = Number.isFinite(amount) ? amount : Number.POSITIVE_INFINITY
  at.slope = Number.isFinite(amount) ? slope : 0
}

/**
 * Ticks the route's v3 hops cross (as the model sees them) for input x (exact input) or output x
 * (exact output): the amount flowing through each hop decides its crossings.
 */
export function routeCrossings(curve: RouteCurve, exactIn: boolean, x: number): number {
  let amount = x
  let crossings = 0
  const n = curve.hops.length
  for (let k = 0; k < n; k++) {
    const hop = curve.hops[exactIn ? k : n - 1 - k]
    if (hop === undefined) continue
    if (exactIn) {
      crossings += hop.crossingsForward(amount)
      hop.forward(amount, hopPoint)
    } else {
      crossings += hop.crossingsBackward(amount)
      hop.backward(amount, hopPoint)
    }
    amount = hopPoint.value
    if (!Number.isFinite(amount)) break
  }
  return crossings
}
