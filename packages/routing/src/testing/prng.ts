// A seeded PRNG for the property tests: every run draws the same cases, so a failure is
// reproducible from its seed and case number.

export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number
  /** Uniform integer in [lo, hi]. */
  int(lo: number, hi: number): number
  /** Uniform bigint in [0, 2^bits). */
  bits(bits: number): bigint
  /** Log-uniform bigint between 10^minExp and 10^maxExp (at least 1). */
  logUniform(minExp: number, maxExp: number): bigint
  pick<T>(items: readonly T[]): T
}

/** mulberry32: small, fast and good enough for test-case generation. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (lo: number, hi: number): number => lo + Math.floor(next() * (hi - lo + 1))
  const bits = (n: number): bigint => {
    let value = 0n
    for (let done = 0; done < n; done += 32) {
      const take = Math.min(32, n - done)
      value = (value << BigInt(take)) | BigInt(Math.floor(next() * 2 ** take))
    }
    return value
  }
  const logUniform = (minExp: number, maxExp: number): bigint => {
    const exp = minExp + next() * (maxExp - minExp)
    const whole = Math.floor(exp)
    const mantissa = BigInt(Math.floor(10 ** (exp - whole) * 1e6))
    const value =
      whole >= 6
        ? mantissa * 10n ** BigInt(whole - 6)
        : (mantissa * 10n ** BigInt(whole)) / 1_000_000n
    return value < 1n ? 1n : value
  }
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }
  return { next, int, bits, logUniform, pick }
}
