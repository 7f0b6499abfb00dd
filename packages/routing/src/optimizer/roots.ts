// A bracketed root finder for the optimizer's monotone 1-D equations: regula falsi with the
// Illinois modification (superlinear on smooth pieces) falling back to bisection where the
// function is infinite or the secant leaves the bracket (kinks at ticks, drained pools).

export interface RootOptions {
  /** Stop when the bracket is narrower than this. */
  xTolerance: number
  /** Stop when |f| is below this. */
  fTolerance?: number
  maxIterations?: number
}

/**
 * Root of a decreasing f on [lo, hi] with f(lo) >= 0 >= f(hi) (either may be infinite).
 * Returns the point of the final bracket whose f is closest to zero.
 */
export function decreasingRoot(
  f: (x: number) => number,
  lo0: number,
  hi0: number,
  flo0: number,
  fhi0: number,
  options: RootOptions,
): number {
  let lo = lo0
  let hi = hi0
  let flo = flo0
  let fhi = fhi0
  let side = 0
  const fTol = options.fTolerance ?? 0
  const maxIterations = options.maxIterations ?? 200
  for (let i = 0; i < maxIterations && hi - lo > options.xTolerance; i++) {
    let x: number
    if (Number.isFinite(flo) && Number.isFinite(fhi) && flo !== fhi) {
      x = lo + (flo * (hi - lo)) / (flo - fhi)
      if (!(x > lo && x < hi)) x = (lo + hi) / 2
    } else {
      x = (lo + hi) / 2
    }
    const fx = f(x)
    if (Math.abs(fx) <= fTol) return x
    if (fx > 0) {
      lo = x
      flo = fx
      // Illinois: the same end kept twice → halve the other end's weight.
      if (side === 1 && Number.isFinite(fhi)) fhi /= 2
      side = 1
    } else {
      hi = x
      fhi = fx
      if (side === -1 && Number.isFinite(flo)) flo /= 2
      side = -1
    }
  }
  return Math.abs(flo) <= Math.abs(fhi) ? lo : hi
}
