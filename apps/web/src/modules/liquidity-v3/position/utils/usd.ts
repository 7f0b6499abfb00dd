/** A dollar value for display (spec 02 §9: shown only above $0.01, so two decimals suffice). */
export function formatUsd(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 2,
  }).format(value)
}
