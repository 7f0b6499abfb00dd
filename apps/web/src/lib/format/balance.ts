// issue 34 #5: a balance is what the user holds, so it never loses whole units to rounding.
// With 4 significant digits (spec 01 §9's token amounts) 1,004,499.34 USDC read '1,004,000', and
// with the header's 3 (spec 01 §2) 9,996 ETH read '10,000', as if swaps had not touched it. So a
// balance keeps every whole unit (grouped by the locale) and its decimals to the token's display
// precision; below 1 it keeps spec 01 §9's 4 significant digits. Digits are cut, never rounded
// up: a balance must not show more than the wallet can spend (Max sends the exact amount).
// A departure from spec 01 §2's "3 significant figures" for the header, in the README.
import { formatUnits } from 'viem'

/** Decimals a balance shows at most: 4, or fewer when the token has fewer. */
export const BALANCE_DISPLAY_DECIMALS = 4
const SMALL_SIGNIFICANT_DIGITS = 4
const TINY_DECIMALS = 5 // below 0.00001 reads '<0.00001', as spec 01 §9's token amounts do

/** The token's display precision: how many decimals its balances show. */
export function displayDecimals(decimals: number): number {
  return Math.min(decimals, BALANCE_DISPLAY_DECIMALS)
}

/**
 * A balance as a plain decimal string ('1004499.34', '0.001234', '<0.00001'), cut toward zero;
 * the locale's separators are written by localizeDecimal.
 */
export function formatBalance(raw: bigint, decimals: number): string {
  if (raw === 0n) return '0'
  if (raw < 0n) return `-${formatBalance(-raw, decimals)}`
  const one = 10n ** BigInt(decimals)
  if (raw * 10n ** BigInt(TINY_DECIMALS) < one) return '<0.00001'
  if (raw >= one) {
    const unit = 10n ** BigInt(decimals - displayDecimals(decimals))
    return formatUnits((raw / unit) * unit, decimals)
  }
  const length = raw.toString().length
  const unit = 10n ** BigInt(Math.max(0, length - SMALL_SIGNIFICANT_DIGITS))
  return formatUnits((raw / unit) * unit, decimals)
}
