// Slow but sure optima of the continuous split problem (gas = 0), for the optimizer tests. They
// share nothing with the engine's float model: every value is an exact bigint route quote.
import { quoteRouteExactIn, quoteRouteExactOut } from '../graph/quoteRoute.ts'
import type { Route } from '../graph/routes.ts'
import type { TradeType } from '../optimizer/waterfill.ts'

/** Exact ψ(x): output for exact input, minus input for exact output; -Infinity if it fails. */
export function exactPsi(route: Route, tradeType: TradeType, x: bigint): number {
  if (x <= 0n) return 0
  try {
    return tradeType === 'exactIn'
      ? Number(quoteRouteExactIn(route, x).amountOut)
      : -Number(quoteRouteExactOut(route, x).amountIn)
  } catch {
    return Number.NEGATIVE_INFINITY
  }
}

export interface ReferenceOptimum {
  amounts: bigint[]
  /** Σ ψ: total output, or minus total input. */
  value: number
}

function total(routes: readonly Route[], tradeType: TradeType, amounts: readonly bigint[]): number {
  return routes.reduce((s, r, i) => s + exactPsi(r, tradeType, amounts[i] ?? 0n), 0)
}

/**
 * Two routes: golden-section search of the exact total over the split point. The total is
 * concave in the split, so this converges to the optimum up to wei-level rounding noise.
 */
export function goldenTwoRoutes(
  routes: readonly [Route, Route],
  tradeType: TradeType,
  amount: bigint,
): ReferenceOptimum {
  const f = (t: number): number => {
    const a = BigInt(Math.round(t))
    return total(routes, tradeType, [a, amount - a])
  }
  const phi = (Math.sqrt(5) - 1) / 2
  let lo = 0
  let hi = Number(amount)
  let x1 = hi - phi * (hi - lo)
  let x2 = lo + phi * (hi - lo)
  let f1 = f(x1)
  let f2 = f(x2)
  for (let i = 0; i < 120 && hi - lo > 1; i++) {
    if (f1 < f2) {
      lo = x1
      x1 = x2
      f1 = f2
      x2 = lo + phi * (hi - lo)
      f2 = f(x2)
    } else {
      hi = x2
      x2 = x1
      f2 = f1
      x1 = hi - phi * (hi - lo)
      f1 = f(x1)
    }
  }
  // The ends count too: the optimum may be to use one route only.
  const candidates = [0, Number(amount), x1, x2]
  let best = candidates[0] ?? 0
  for (const c of candidates) if (f(c) > f(best)) best = c
  const a = BigInt(Math.round(best))
  return { amounts: [a, amount - a], value: f(best) }
}

/**
 * Any number of pool-disjoint routes: bisection on the common marginal rate λ = d(out)/d(in),
 * each route's allocation found by bisection on its exact finite-difference rate λ_r(x) = λ.
 */
export function marginalBisection(
  routes: readonly Route[],
  tradeType: TradeType,
  amount: bigint,
): ReferenceOptimum {
  const T = Number(amount)
  const h = BigInt(Math.floor(Math.max(T * 1e-9, 1000)))
  const rate = (r: Route, x: number): number => {
    const a = BigInt(Math.floor(x))
    const d = (exactPsi(r, tradeType, a + h) - exactPsi(r, tradeType, a)) / Number(h)
    if (!Number.isFinite(d)) return 0
    return tradeType === 'exactIn' ? d : -1 / d
  }
  // x_r(λ) is monotone in λ, so each route's allocation stays inside the bracket its values
  // at the outer bracket's ends give; the inner bisections get shorter as λ converges.
  const lo = routes.map(() => 0)
  const hi = routes.map(() => T)
  const allocation = (k: number, lambda: number): number => {
    const r = routes[k]
    if (r === undefined) return 0
    let a = lo[k] ?? 0
    let b = hi[k] ?? T
    if (!(rate(r, a) > lambda)) return a
    if (rate(r, Math.min(b, T - Number(h))) >= lambda) return b
    while (b - a > T * 1e-11) {
      const mid = (a + b) / 2
      if (rate(r, mid) >= lambda) a = mid
      else b = mid
    }
    return a
  }
  const hiRate = Math.max(...routes.map((r) => rate(r, 0)))
  let logHi = Math.log(hiRate)
  let logLo = Math.log(hiRate * 1e-6)
  for (let i = 0; i < 45; i++) {
    const mid = (logLo + logHi) / 2
    const xs = routes.map((_, k) => allocation(k, Math.exp(mid)))
    if (xs.reduce((s, x) => s + x, 0) > T) {
      logLo = mid
      xs.forEach((x, k) => {
        hi[k] = x + T * 1e-11
      })
    } else {
      logHi = mid
      xs.forEach((x, k) => {
        lo[k] = x
      })
    }
  }
  const xs = routes.map((_, k) => allocation(k, Math.exp(logHi)))
  const amounts = xs.map((x) => BigInt(Math.floor(x)))
  const largest = xs.indexOf(Math.max(...xs))
  amounts[largest] = (amounts[largest] ?? 0n) + amount - amounts.reduce((s, a) => s + a, 0n)
  return { amounts, value: total(routes, tradeType, amounts) }
}
