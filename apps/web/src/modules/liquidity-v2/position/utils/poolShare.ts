// spec 02 §9 "Pool share shows '<0.01%' when it rounds to 0.00": a share as a percent with two
// decimals, exact from the two integers (no float), rounded half up as the reference's toFixed.
export function formatPoolShare(numerator: bigint, denominator: bigint): string {
  if (denominator <= 0n || numerator <= 0n) return '0.00%'
  // hundredths of a percent, rounded half up
  const bips = (numerator * 20_000n + denominator) / (2n * denominator)
  if (bips === 0n) return '<0.01%'
  return `${bips / 100n}.${(bips % 100n).toString().padStart(2, '0')}%`
}
