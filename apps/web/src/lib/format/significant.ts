// Shared significant-figure formatting (moved from modules/wallet so every module uses one
// formatter: issue 3 "one shared formatter used everywhere").
import { formatUnits } from 'viem'

/**
 * An amount rounded half-up to `digits` significant figures, written without exponent or
 * trailing zeros (spec 01 §2: "The balance in the header is shown to 3 significant figures"),
 * computed on the integer amount so that no floating point touches it.
 */
export function formatSignificant(value: bigint, decimals: number, digits = 3): string {
  if (value < 0n) return `-${formatSignificant(-value, decimals, digits)}`
  const length = value.toString().length
  if (length <= digits) return formatUnits(value, decimals)
  const unit = 10n ** BigInt(length - digits)
  let kept = value / unit
  if ((value % unit) * 2n >= unit) kept += 1n
  return formatUnits(kept * unit, decimals)
}
