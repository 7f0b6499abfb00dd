// spec 01 §9 Display / issue 11 §4: amounts are shown with the active locale's separators. The
// digits come from the exact bigint formatters (significant.ts, tokenAmount.ts); only the
// separators change here, so no floating point ever touches an amount.

/**
 * Rewrites a plain decimal string ('-1234567.89', '<0.00001') with `locale`'s group and decimal
 * separators: en-US '1,234,567.89', de-DE '1.234.567,89'. Text around the number is kept.
 */
export function localizeDecimal(value: string, locale: string): string {
  const match = /^(\D*?)(\d+)(?:\.(\d+))?(.*)$/.exec(value)
  if (!match) return value
  const [, prefix, whole, fraction, suffix] = match
  const format = new Intl.NumberFormat(locale, { useGrouping: true })
  const grouped = format.format(BigInt(whole ?? '0'))
  if (!fraction) return `${prefix}${grouped}${suffix}`
  const decimal = format.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.'
  // The fraction's digits in the locale's numbering system (e.g. Arabic-Indic digits).
  const digits = [...fraction].map((d) => format.format(Number(d))).join('')
  return `${prefix}${grouped}${decimal}${digits}${suffix}`
}
