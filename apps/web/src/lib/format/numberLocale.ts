// issue 11 §4: numbers follow the active interface locale. The pseudo locale (layout tests) is
// not a language Intl knows: its numbers are written as en-US, whose source text it accents.

// Every formatted amount asks (useFormatAmount, per render); supportedLocalesOf is not cached by
// the engine and its first call loads ICU data, so each locale is resolved once.
const resolved = new Map<string, string>()

/** The locale Intl formats numbers and dates with for interface locale `locale`. */
export function numberLocale(locale: string): string {
  let known = resolved.get(locale)
  if (known === undefined) {
    known = resolve(locale)
    resolved.set(locale, known)
  }
  return known
}

function resolve(locale: string): string {
  if (locale === 'pseudo') return 'en-US'
  try {
    return Intl.NumberFormat.supportedLocalesOf(locale)[0] ?? 'en-US'
  } catch {
    return 'en-US'
  }
}
