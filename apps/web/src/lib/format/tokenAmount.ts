// spec 01 §9 Display: token amounts show 4 significant digits, and amounts below 0.00001 as
// '<0.00001'. Exact on the raw integer (ARCHITECTURE principle 3: floating point never touches
// an amount): rounding is half-up, like sdk-core's toSignificant; separators only when a locale is given.
import { localizeDecimal } from './localize'
import { formatSignificant } from './significant'

export interface FormatTokenAmountParameters {
  /** The raw integer amount (wei-like units). */
  raw: bigint
  decimals: number
  /** Significant digits; spec 01 §9: 4 for token amounts. */
  significantDigits?: number
  /** Writes the active locale's group and decimal separators (issue 11 §4); none without. */
  locale?: string
}

const TINY_THRESHOLD_DECIMALS = 5 // 0.00001

/** Formats a raw token amount for display; '0' for zero. */
export function formatTokenAmount({
  raw,
  decimals,
  significantDigits = 4,
  locale,
}: FormatTokenAmountParameters): string {
  const text = formatPlain(raw, decimals, significantDigits)
  return locale ? localizeDecimal(text, locale) : text
}

function formatPlain(raw: bigint, decimals: number, significantDigits: number): string {
  if (raw === 0n) return '0'
  const negative = raw < 0n
  const abs = negative ? -raw : raw
  const sign = negative ? '-' : ''
  if (abs * 10n ** BigInt(TINY_THRESHOLD_DECIMALS) < 10n ** BigInt(decimals))
    return `${negative ? '>-' : '<'}0.00001`
  return `${sign}${formatSignificant(abs, decimals, significantDigits)}`
}
