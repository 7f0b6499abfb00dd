// issue 11 §4: numbers follow the active interface locale. The pseudo locale (layout tests) is
// not a language Intl knows: its numbers are written as en-US, whose source text it accents.

/** The locale Intl formats numbers and dates with for interface locale `locale`. */
export function numberLocale(locale: string): string {
  if (locale === 'pseudo') return 'en-US'
  try {
    return Intl.NumberFormat.supportedLocalesOf(locale)[0] ?? 'en-US'
  } catch {
    return 'en-US'
  }
}
