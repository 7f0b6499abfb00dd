// spec 01 §5 "Amount input": what a typed amount is worth. The keystroke rule (digits and one
// separator, commas to dots, 79 characters) lives in ui/NumericInput (amountRules.ts). Parsing
// rejects zero and unparsable values. Exact: the typed decimal
// string becomes a raw integer without touching floating point.

const AMOUNT_PATTERN = /^\d*\.?\d*$/

/**
 * The raw integer amount of a typed value for a token with `decimals`, or undefined when the
 * value is empty, zero, not a number or finer than the token's smallest unit.
 */
export function parseAmount(value: string, decimals: number): bigint | undefined {
  if (!AMOUNT_PATTERN.test(value) || value === '' || value === '.') return undefined
  const [whole = '', fraction = ''] = value.split('.')
  if (fraction.length > decimals) return undefined
  const raw = BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`)
  return raw > 0n ? raw : undefined
}

/** A raw amount as the decimal string an amount box shows (exact, no trailing zeros). */
export function amountToInput(raw: bigint, decimals: number): string {
  const s = raw.toString().padStart(decimals + 1, '0')
  if (decimals === 0) return s
  const whole = s.slice(0, -decimals)
  const fraction = s.slice(-decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}
