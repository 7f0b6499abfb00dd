// spec 02 §3: a pool's fee is in hundredths of a basis point, shown as a percent of 1,000,000,
// in the language's style (issue 18): 3000 → '0.3%' (en-US), '0,3 %' (de-DE). One formatter
// for the fee selector, the pool list, the previews and the transaction summaries (issue 34 #4).

/** `fee` (hundredths of a bip) as a percent; `locale` is an Intl locale (useFormatAmount().locale). */
export function formatFeeTier(fee: number, locale: string): string {
  // fee / 1,000,000 is the fraction; a fee in hundredths of a bip has at most 4 decimals.
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 }).format(
    fee / 1_000_000,
  )
}
