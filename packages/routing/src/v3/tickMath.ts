// TickMath (v3-core) on native bigint: sqrt(1.0001^tick)·2^96 and its inverse, bit for bit.
// The constants are those of the Solidity library; the result of getTickAtSqrtRatio is by
// definition the greatest tick whose ratio is <= the price (tickMath.test.ts checks this).
import { MathRevertError } from '../errors.ts'
import { MAX_UINT256 } from './fullMath.ts'

export const MIN_TICK = -887272
export const MAX_TICK = 887272
export const MIN_SQRT_RATIO = 4295128739n
export const MAX_SQRT_RATIO = 1461446703485210103287273052203988822378723970342n

// Multipliers for the bits 0x2 … 0x80000 of |tick|: 2^128 / sqrt(1.0001)^(2^i), as Q128.128.
const BIT_FACTORS: readonly (readonly [number, bigint])[] = [
  [0x2, 0xfff97272373d413259a46990580e213an],
  [0x4, 0xfff2e50f5f656932ef12357cf3c7fdccn],
  [0x8, 0xffe5caca7e10e4e61c3624eaa0941cd0n],
  [0x10, 0xffcb9843d60f6159c9db58835c926644n],
  [0x20, 0xff973b41fa98c081472e6896dfb254c0n],
  [0x40, 0xff2ea16466c96a3843ec78b326b52861n],
  [0x80, 0xfe5dee046a99a2a811c461f1969c3053n],
  [0x100, 0xfcbe86c7900a88aedcffc83b479aa3a4n],
  [0x200, 0xf987a7253ac413176f2b074cf7815e54n],
  [0x400, 0xf3392b0822b70005940c7a398e4b70f3n],
  [0x800, 0xe7159475a2c29b7443b29c7fa6e889d9n],
  [0x1000, 0xd097f3bdfd2022b8845ad8f792aa5825n],
  [0x2000, 0xa9f746462d870fdf8a65dc1f90e061e5n],
  [0x4000, 0x70d869a156d2a1b890bb3df62baf32f7n],
  [0x8000, 0x31be135f97d08fd981231505542fcfa6n],
  [0x10000, 0x9aa508b5b7a84e1c677de54f3e99bc9n],
  [0x20000, 0x5d6af8dedb81196699c329225ee604n],
  [0x40000, 0x2216e584f5fa1ea926041bedfe98n],
  [0x80000, 0x48a170391f7dc42444e8fa2n],
]

// Swaps keep asking for the same ticks (the pools' initialized ticks and the 256-tick word
// boundaries between them), and each answer costs ~20 256-bit multiplications: memoize. Bounded,
// and simply cleared when full, so memory stays small whatever the access pattern.
const SQRT_CACHE_LIMIT = 1 << 16
const sqrtCache = new Map<number, bigint>()

/** TickMath.getSqrtRatioAtTick: sqrt(1.0001^tick) as a Q64.96, rounded up. Reverts 'T'. */
export function getSqrtRatioAtTick(tick: number): bigint {
  const cached = sqrtCache.get(tick)
  if (cached !== undefined) return cached
  const ratio = computeSqrtRatioAtTick(tick)
  if (sqrtCache.size >= SQRT_CACHE_LIMIT) sqrtCache.clear()
  sqrtCache.set(tick, ratio)
  return ratio
}

function computeSqrtRatioAtTick(tick: number): bigint {
  if (!Number.isInteger(tick)) throw new MathRevertError('T')
  const absTick = tick < 0 ? -tick : tick
  if (absTick > MAX_TICK) throw new MathRevertError('T')
  let ratio =
    (absTick & 0x1) !== 0
      ? 0xfffcb933bd6fad37aa2d162d1a594001n
      : 0x100000000000000000000000000000000n
  for (const [bit, factor] of BIT_FACTORS) {
    if ((absTick & bit) !== 0) ratio = (ratio * factor) >> 128n
  }
  if (tick > 0) ratio = MAX_UINT256 / ratio
  // Q128.128 → Q64.96, rounding up so that getTickAtSqrtRatio(getSqrtRatioAtTick(t)) == t.
  return (ratio >> 32n) + ((ratio & 0xffffffffn) === 0n ? 0n : 1n)
}

function mostSignificantBit(x: bigint): bigint {
  let r = x
  let msb = 0n
  for (const shift of [128n, 64n, 32n, 16n, 8n, 4n, 2n, 1n]) {
    if (r >= 1n << shift) {
      r >>= shift
      msb |= shift
    }
  }
  return msb
}

/**
 * TickMath.getTickAtSqrtRatio: the greatest tick t with getSqrtRatioAtTick(t) <= sqrtPriceX96.
 * Reverts 'R' outside [MIN_SQRT_RATIO, MAX_SQRT_RATIO).
 */
export function getTickAtSqrtRatio(sqrtPriceX96: bigint): number {
  if (sqrtPriceX96 < MIN_SQRT_RATIO || sqrtPriceX96 >= MAX_SQRT_RATIO) {
    throw new MathRevertError('R')
  }
  const ratio = sqrtPriceX96 << 32n
  const msb = mostSignificantBit(ratio)
  let r = msb >= 128n ? ratio >> (msb - 127n) : ratio << (127n - msb)
  // log2(ratio) as a signed Q64.64; bigint >> is arithmetic, like Solidity's signed shift.
  let log2 = (msb - 128n) << 64n
  for (let bit = 63n; bit >= 50n; bit--) {
    r = (r * r) >> 127n
    const f = r >> 128n
    log2 |= f << bit
    r >>= f
  }
  const logSqrt10001 = log2 * 255738958999603826347141n
  const tickLow = Number((logSqrt10001 - 3402992956809132418596140100660247210n) >> 128n)
  const tickHigh = Number((logSqrt10001 + 291339464771989622907027621153398088495n) >> 128n)
  if (tickLow === tickHigh) return tickLow
  return getSqrtRatioAtTick(tickHigh) <= sqrtPriceX96 ? tickHigh : tickLow
}
