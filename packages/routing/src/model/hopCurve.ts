// A float model of one pool in one direction, for the optimizer's continuous search only (the
// chosen amounts are always re-quoted exactly on bigint). A v3 pool is a list of segments of
// constant liquidity between initialized ticks; v2 is the constant-product curve.
//
// v3 segments are kept in "u-space": u = sqrt(price) when token0 goes in (price falls), and
// u = 1/sqrt(price) when token1 goes in (so u falls too). In both cases a segment of liquidity L
// from u_a down to u_b takes L·(1/u_b − 1/u_a) in (after the fee) and pays L·(u_a − u_b) out,
// and the marginal rate d(out)/d(in) at u is γ·u² with γ = 1 − fee.
import type { Address, Pool, V2Pair, V3Pool, V4Pool } from '../graph/types.ts'
import { swapPriceBound } from '../v3/simulate.ts'
import { recordTickEdge } from '../v3/tickEdges.ts'
import { indexAtOrBelow } from '../v3/tickList.ts'
import { getSqrtRatioAtTick, MAX_TICK, MIN_TICK } from '../v3/tickMath.ts'

/** Result slot written by the curve functions, reused to keep the hot loops allocation-free. */
export interface CurvePoint {
  /** Output for `forward`, input for `backward`; Infinity when the output is unreachable. */
  value: number
  /** d(out)/d(in) at that point; 0 once the pool is drained. */
  slope: number
}

export interface HopCurve {
  /** Output for input x. */
  forward(x: number, at: CurvePoint): void
  /** Input needed for output y. */
  backward(y: number, at: CurvePoint): void
  /**
   * Initialized ticks a swap of input x (forward) or for output y (backward) crosses, as the
   * model sees them: the boundaries between its ranges of liquidity (0 for v2). The gas model
   * charges v3 ticks crossed (gas.ts); the optimizer uses this count to weigh them.
   */
  crossingsForward(x: number): number
  crossingsBackward(y: number): number
}

const Q96 = 2 ** 96
/** Relative share of a v3 direction's depth the model keeps off-limits (see maxIn). */
const DEPTH_MARGIN = 1e-9

export class V3HopCurve implements HopCurve {
  readonly gamma: number
  readonly uStart: Float64Array
  readonly liquidity: Float64Array
  /** Cumulative effective (after-fee) input and output at the end of each segment. */
  readonly cumIn: Float64Array
  readonly cumOut: Float64Array
  /**
   * Usable depth: a hair short of draining the last range. Exactly at the edge the bigint math
   * may round past the last tick and leave the swap unfilled, so the model must not steer there.
   */
  readonly maxIn: number
  readonly maxOut: number
  /** A partially read pool: asked past its known depth, the search must read further. */
  private readonly partial: V3Pool | V4Pool | undefined
  private readonly zeroForOne: boolean

  constructor(pool: V3Pool | V4Pool, zeroForOne: boolean) {
    this.gamma = 1 - pool.fee / 1e6
    const range = pool.tickRange
    const open = range && (zeroForOne ? range.lower > MIN_TICK : range.upper < MAX_TICK)
    this.partial = open ? pool : undefined
    this.zeroForOne = zeroForOne
    const segments = v3Segments(pool, zeroForOne)
    const n = segments.length
    this.uStart = new Float64Array(n)
    this.liquidity = new Float64Array(n)
    this.cumIn = new Float64Array(n)
    this.cumOut = new Float64Array(n)
    let sumIn = 0
    let sumOut = 0
    segments.forEach(([ua, ub, l], i) => {
      sumIn += l * (1 / ub - 1 / ua)
      sumOut += l * (ua - ub)
      this.uStart[i] = ua
      this.liquidity[i] = l
      this.cumIn[i] = sumIn
      this.cumOut[i] = sumOut
    })
    this.maxIn = Math.max(0, sumIn * (1 - DEPTH_MARGIN) - 1e3)
    this.maxOut = Math.max(0, sumOut * (1 - DEPTH_MARGIN) - 1e3)
  }

  forward(x: number, at: CurvePoint): void {
    const saturated = x * this.gamma > this.maxIn
    if (saturated && this.partial) recordTickEdge(this.partial, this.zeroForOne)
    const xe = saturated ? this.maxIn : x * this.gamma
    const i = firstAtLeast(this.cumIn, xe)
    if (i < 0) {
      at.value = this.cumOut[this.cumOut.length - 1] ?? 0
      at.slope = 0
      return
    }
    const rem = xe - (i > 0 ? (this.cumIn[i - 1] ?? 0) : 0)
    const ua = this.uStart[i] ?? 0
    const l = this.liquidity[i] ?? 0
    const denominator = l + rem * ua
    const u = (ua * l) / denominator
    // ua − u rewritten without the cancellation of two close numbers.
    at.value = (i > 0 ? (this.cumOut[i - 1] ?? 0) : 0) + (l * ua * ua * rem) / denominator
    at.slope = saturated ? 0 : this.gamma * u * u
  }

  crossingsForward(x: number): number {
    const i = firstAtLeast(this.cumIn, Math.min(x * this.gamma, this.maxIn))
    return i < 0 ? Math.max(0, this.cumIn.length - 1) : i
  }

  crossingsBackward(y: number): number {
    const i = firstAtLeast(this.cumOut, Math.min(y, this.maxOut))
    return i < 0 ? Math.max(0, this.cumOut.length - 1) : i
  }

  backward(y: number, at: CurvePoint): void {
    if (y > this.maxOut && this.partial) recordTickEdge(this.partial, this.zeroForOne)
    const i = y > this.maxOut ? -1 : firstAtLeast(this.cumOut, y)
    if (i < 0) {
      at.value = Number.POSITIVE_INFINITY
      at.slope = 0
      return
    }
    const rem = y - (i > 0 ? (this.cumOut[i - 1] ?? 0) : 0)
    const ua = this.uStart[i] ?? 0
    const l = this.liquidity[i] ?? 0
    const u = ua - rem / l
    if (u <= 0) {
      at.value = Number.POSITIVE_INFINITY
      at.slope = 0
      return
    }
    at.value = ((i > 0 ? (this.cumIn[i - 1] ?? 0) : 0) + rem / (u * ua)) / this.gamma
    at.slope = this.gamma * u * u
  }
}

/** Index of the first element >= v in an ascending array, or -1. */
function firstAtLeast(sorted: Float64Array, v: number): number {
  let lo = 0
  let hi = sorted.length - 1
  let found = -1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if ((sorted[mid] ?? 0) >= v) {
      found = mid
      hi = mid - 1
    } else {
      lo = mid + 1
    }
  }
  return found
}

/**
 * Ranges of constant, non-zero liquidity the swap would walk through, in u-space, as
 * [uStart, uEnd, liquidity]. Mirrors simulateV3Swap's crossings without the word boundaries
 * (those matter to rounding, not to the continuous curve), down to the default price limit (or
 * the edge of the known ticks of a partially read pool, where simulateV3Swap stops too).
 */
function v3Segments(pool: V3Pool | V4Pool, zeroForOne: boolean): [number, number, number][] {
  const toU = (sqrtX96: bigint): number =>
    zeroForOne ? Number(sqrtX96) / Q96 : Q96 / Number(sqrtX96)
  const limit = swapPriceBound(pool, zeroForOne)
  const segments: [number, number, number][] = []
  let sqrt = pool.sqrtPriceX96
  let liquidity = pool.liquidity
  let position = indexAtOrBelow(pool.ticks, pool.tick) + (zeroForOne ? 0 : 1)
  for (;;) {
    const tick = pool.ticks[position]
    let boundary = tick === undefined ? limit : getSqrtRatioAtTick(tick.index)
    const atLimit = tick === undefined || (zeroForOne ? boundary <= limit : boundary >= limit)
    if (atLimit) boundary = limit
    if (liquidity > 0n && (zeroForOne ? boundary < sqrt : boundary > sqrt)) {
      segments.push([toU(sqrt), toU(boundary), Number(liquidity)])
    }
    if (atLimit || tick === undefined) break
    sqrt = boundary
    liquidity += zeroForOne ? -tick.liquidityNet : tick.liquidityNet
    position += zeroForOne ? -1 : 1
  }
  return segments
}

export class V2HopCurve implements HopCurve {
  readonly reserveIn: number
  readonly reserveOut: number
  readonly gamma = 0.997

  constructor(pair: V2Pair, zeroForOne: boolean) {
    this.reserveIn = Number(zeroForOne ? pair.reserve0 : pair.reserve1)
    this.reserveOut = Number(zeroForOne ? pair.reserve1 : pair.reserve0)
  }

  forward(x: number, at: CurvePoint): void {
    const d = this.reserveIn + this.gamma * x
    at.value = (this.reserveOut * this.gamma * x) / d
    at.slope = (this.gamma * this.reserveIn * this.reserveOut) / (d * d)
  }

  crossingsForward(): number {
    return 0
  }

  crossingsBackward(): number {
    return 0
  }

  backward(y: number, at: CurvePoint): void {
    const left = this.reserveOut - y
    if (left <= 0) {
      at.value = Number.POSITIVE_INFINITY
      at.slope = 0
      return
    }
    at.value = (this.reserveIn * y) / (this.gamma * left)
    at.slope = (this.gamma * left * left) / (this.reserveIn * this.reserveOut)
  }
}

// Snapshots are immutable, so a pool object's curves never change: building them walks every
// initialized tick on bigint, which would otherwise dominate a search over thousands of routes
// that share a few hundred pools. Weak keys let old snapshots be collected.
const curves = new WeakMap<Pool, [HopCurve | undefined, HopCurve | undefined]>()

export function hopCurve(pool: Pool, tokenIn: Address): HopCurve {
  const zeroForOne = tokenIn === pool.token0
  let pair = curves.get(pool)
  if (pair === undefined) {
    pair = [undefined, undefined]
    curves.set(pool, pair)
  }
  const slot = zeroForOne ? 0 : 1
  const cached = pair[slot]
  if (cached) return cached
  const curve =
    pool.protocol === 'v2' ? new V2HopCurve(pool, zeroForOne) : new V3HopCurve(pool, zeroForOne)
  pair[slot] = curve
  return curve
}
