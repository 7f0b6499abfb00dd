// The integer square root of exact money math: v2's √k (UniswapV2Pair's Math.sqrt) and the change
// of range's tolerance band on a sqrt price (liquidity/change). Moved here so both use one.

/** ⌊√y⌋ (Babylonian), as UniswapV2Pair's Math.sqrt. */
export function sqrt(y: bigint): bigint {
  if (y < 0n) throw new Error('sqrt of a negative number')
  if (y < 4n) return y === 0n ? 0n : 1n
  let z = y
  let x = y / 2n + 1n
  while (x < z) {
    z = x
    x = (y / x + x) / 2n
  }
  return z
}
