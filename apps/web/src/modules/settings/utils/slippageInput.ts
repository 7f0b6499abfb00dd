// spec 01 §5 "Slippage input": a percent with up to two decimals; empty means auto; invalid when
// not an integer number of basis points, below 0 or above 5000 (50 %). Warnings below 0.05 % and
// above 1 %. Parsed from the decimal text, never through a float (0.29 * 100 is 28.999…).
import { MAX_SLIPPAGE_BPS } from '../../user'

/** spec 01 §5: below 0.05 % the transaction may fail; above 1 % it may be frontrun. */
export const LOW_SLIPPAGE_BPS = 5
export const HIGH_SLIPPAGE_BPS = 100

export type SlippageInputResult =
  | { kind: 'auto' }
  | { kind: 'valid'; bps: number }
  | { kind: 'invalid' }

export type SlippageWarning = 'mayFail' | 'mayFrontrun' | null

/**
 * Whether `text` may stand in the box while typing: digits and at most one dot (a comma counts
 * as a dot). Anything else is refused keystroke by keystroke, as in the amount input.
 */
export function acceptSlippageText(text: string): string | null {
  const t = text.replace(',', '.')
  return /^\d*\.?\d*$/.test(t) ? t : null
}

export function parseSlippageInput(text: string): SlippageInputResult {
  const t = text.trim()
  if (t === '') return { kind: 'auto' }
  const match = /^(\d*)(?:\.(\d*))?$/.exec(t)
  if (!match) return { kind: 'invalid' }
  const [, whole = '', fraction = ''] = match
  // '.' alone, or more than two decimals: not an integer number of basis points.
  if ((whole === '' && fraction === '') || fraction.length > 2) return { kind: 'invalid' }
  const bps = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'))
  if (!Number.isSafeInteger(bps) || bps < 0 || bps > MAX_SLIPPAGE_BPS) return { kind: 'invalid' }
  return { kind: 'valid', bps }
}

export function slippageWarning(slippage: 'auto' | number): SlippageWarning {
  if (slippage === 'auto') return null
  if (slippage < LOW_SLIPPAGE_BPS) return 'mayFail'
  if (slippage > HIGH_SLIPPAGE_BPS) return 'mayFrontrun'
  return null
}

/** spec 01 §9 Display: slippage with 2 decimals ('0.50'). */
export function formatBpsAsPercent(bps: number): string {
  return (bps / 100).toFixed(2)
}
