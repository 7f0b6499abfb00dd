// spec 02 §9 "Pool share shows '<0.01%' when it rounds to 0.00": a share as a percent with two
// decimals, exact from the two integers (no float), rounded half up as the reference's toFixed.
// The percent is written by the one locale formatter (issue 34 #4: '12.34%' read English under
// de-DE, beside the page's '12,34 %').
import type { AmountFormatters } from '../../../../lib/format'

export function formatPoolShare(
  numerator: bigint,
  denominator: bigint,
  format: Pick<AmountFormatters, 'bpsPercent'>,
): string {
  if (denominator <= 0n || numerator <= 0n) return format.bpsPercent(0)
  // hundredths of a percent, rounded half up
  const bips = (numerator * 20_000n + denominator) / (2n * denominator)
  if (bips === 0n) return `<${format.bpsPercent(1)}`
  return format.bpsPercent(Number(bips))
}
