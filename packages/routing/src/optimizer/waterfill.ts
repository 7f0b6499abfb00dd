// The continuous split: maximize Σ ψ_r(x_r) subject to Σ x_r = T, x_r >= 0, for concave route
// curves ψ_r. For exact input x_r is the route's input and ψ_r its output; for exact output x_r is
// the route's output and ψ_r minus its input. KKT: every route in use has the same marginal rate
// λ = d(out)/d(in), and unused routes a lower one at zero. So: find λ with Σ x_r(λ) = T, where
// x_r(λ) inverts the route's (decreasing) marginal rate. Both are monotone 1-D root problems.
// Routes here must not share pools: then the curves are independent (see select.ts).
import { InsufficientLiquidityError } from '../errors.ts'
import type { CurvePoint } from '../model/hopCurve.ts'
import { type RouteCurve, routeBackward, routeForward } from '../model/routeCurve.ts'
import { decreasingRoot } from './roots.ts'

export type TradeType = 'exactIn' | 'exactOut'

export interface Waterfill {
  /** Allocation per route (inputs for exact input, outputs for exact output), summing to T. */
  amounts: number[]
  /** The common marginal rate d(out)/d(in) of the routes in use. */
  lambda: number
  /** Σ ψ_r(x_r): total output, or minus the total input for exact output. */
  value: number
}

const point: CurvePoint = { value: 0, slope: 0 }

export function evaluate(curve: RouteCurve, tradeType: TradeType, x: number): CurvePoint {
  if (tradeType === 'exactIn') routeForward(curve, x, point)
  else routeBackward(curve, x, point)
  return point
}

/** ψ_r(x): output for exact input, minus input for exact output (−Infinity if unreachable). */
export function psi(curve: RouteCurve, tradeType: TradeType, x: number): number {
  if (x <= 0) return 0
  const p = evaluate(curve, tradeType, x)
  return tradeType === 'exactIn' ? p.value : -p.value
}

/**
 * Whether the route alone can take x: an exact output must be reachable, and an exact input
 * must not run past the depth of a pool (the model then stops paying, slope 0; the chain would
 * leave the swap unfilled).
 */
export function canFill(curve: RouteCurve, tradeType: TradeType, x: number): boolean {
  const p = evaluate(curve, tradeType, x)
  return tradeType === 'exactIn' ? p.slope > 0 : Number.isFinite(p.value)
}

/** ψ of the route taking everything alone, net of its gas; -Infinity if it cannot. */
export function singleNet(
  curve: RouteCurve,
  tradeType: TradeType,
  total: number,
  gas: number,
): number {
  return canFill(curve, tradeType, total)
    ? psi(curve, tradeType, total) - gas
    : Number.NEGATIVE_INFINITY
}

function slope(curve: RouteCurve, tradeType: TradeType, x: number): number {
  return evaluate(curve, tradeType, x).slope
}

/** x_r(λ): the allocation at which the route's marginal rate falls to λ, within [0, total]. */
export function allocationAt(
  curve: RouteCurve,
  tradeType: TradeType,
  lambda: number,
  total: number,
): number {
  const logLambda = Math.log(lambda)
  const s0 = slope(curve, tradeType, 0)
  if (s0 <= lambda) return 0
  const sT = slope(curve, tradeType, total)
  if (sT >= lambda) return total
  const f = (x: number): number => Math.log(slope(curve, tradeType, x)) - logLambda
  return decreasingRoot(f, 0, total, Math.log(s0) - logLambda, Math.log(sT) - logLambda, {
    xTolerance: total * 1e-13,
  })
}

/**
 * The most a route can add on top of routes already at marginal rate λ: max over x of
 * ψ_r(x) − ν·x with ν the value of a unit of x at the margin (λ for exact input, −1/λ for exact
 * output). Adding the route to a set at rate λ gains at most this much (the others' curves are
 * concave), so it bounds what a candidate is worth before its gas.
 */
export function surplusAt(
  curve: RouteCurve,
  tradeType: TradeType,
  lambda: number,
  total: number,
): number {
  const x = allocationAt(curve, tradeType, lambda, total)
  if (x <= 0) return 0
  const nu = tradeType === 'exactIn' ? lambda : -1 / lambda
  return psi(curve, tradeType, x) - nu * x
}

export function waterfill(
  curves: readonly RouteCurve[],
  tradeType: TradeType,
  total: number,
): Waterfill {
  const n = curves.length
  if (n === 0) throw new InsufficientLiquidityError('no route to allocate to')
  let lambdaHi = 0
  let lambdaLo = 0
  for (const c of curves) {
    lambdaHi = Math.max(lambdaHi, slope(c, tradeType, 0))
    lambdaLo = Math.max(lambdaLo, slope(c, tradeType, total))
  }
  if (lambdaHi <= 0) throw new InsufficientLiquidityError('no route has liquidity')
  const sum = (lambda: number): number =>
    curves.reduce((s, c) => s + allocationAt(c, tradeType, lambda, total), 0)
  if (lambdaLo <= 0) {
    // Every route drains before taking everything alone: look for a λ low enough to fit it all.
    lambdaLo = lambdaHi * 1e-9
    while (sum(lambdaLo) < total) {
      if (lambdaLo < lambdaHi * 1e-300)
        throw new InsufficientLiquidityError('routes cannot fill the amount')
      lambdaLo *= 1e-9
    }
  }
  let lambda = lambdaLo
  if (n > 1 && lambdaHi > lambdaLo) {
    const g = (logLambda: number): number => sum(Math.exp(logLambda)) - total
    const logLo = Math.log(lambdaLo)
    const logHi = Math.log(lambdaHi)
    lambda = Math.exp(
      decreasingRoot(g, logLo, logHi, g(logLo), -total, {
        xTolerance: 1e-15,
        fTolerance: total * 1e-13,
      }),
    )
  }
  const amounts = curves.map((c) => allocationAt(c, tradeType, lambda, total))
  // The root leaves a residual of ~1e-13·T; put it on the largest allocation.
  const residual = total - amounts.reduce((s, a) => s + a, 0)
  let largest = 0
  amounts.forEach((a, i) => {
    if (a > (amounts[largest] ?? 0)) largest = i
  })
  amounts[largest] = (amounts[largest] ?? 0) + residual
  const value = curves.reduce((s, c, i) => s + psi(c, tradeType, amounts[i] ?? 0), 0)
  return { amounts, lambda, value }
}
