// spec 01 §9 "Other": 32 supported interface languages, default en-US. Each has a catalog in
// locales/<code>.po (issue 18); the locale also sets <html lang> and the direction.

export const DEFAULT_LOCALE = 'en-US'

/**
 * Locale code → the language's own name for itself (autonym), capitalised as it stands alone in a
 * list (footer hint, settings language list). Both Portuguese variants name their country so they
 * can be told apart; the Chinese ones differ by script (简体 / 繁體).
 */
export const LOCALE_LABELS = {
  'af-ZA': 'Afrikaans',
  'ar-SA': 'العربية',
  'ca-ES': 'Català',
  'cs-CZ': 'Čeština',
  'da-DK': 'Dansk',
  'de-DE': 'Deutsch',
  'el-GR': 'Ελληνικά',
  'en-US': 'English',
  'es-ES': 'Español',
  'fi-FI': 'Suomi',
  'fr-FR': 'Français',
  'he-IL': 'עברית',
  'hu-HU': 'Magyar',
  'id-ID': 'Bahasa Indonesia',
  'it-IT': 'Italiano',
  'ja-JP': '日本語',
  'ko-KR': '한국어',
  'nl-NL': 'Nederlands',
  'no-NO': 'Norsk',
  'pl-PL': 'Polski',
  'pt-BR': 'Português (Brasil)',
  'pt-PT': 'Português (Portugal)',
  'ro-RO': 'Română',
  'ru-RU': 'Русский',
  'sr-SP': 'Српски',
  'sv-SE': 'Svenska',
  'sw-TZ': 'Kiswahili',
  'tr-TR': 'Türkçe',
  'uk-UA': 'Українська',
  'vi-VN': 'Tiếng Việt',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
} as const

export type SupportedLocale = keyof typeof LOCALE_LABELS

export const SUPPORTED_LOCALES = Object.keys(LOCALE_LABELS) as SupportedLocale[]

export function isSupportedLocale(value: unknown): value is SupportedLocale {
  return typeof value === 'string' && Object.hasOwn(LOCALE_LABELS, value)
}

/**
 * Maps a browser or URL language tag to a supported locale: exact match (case-insensitive), else
 * the first supported locale of the same language ('de' → 'de-DE'), else null.
 */
export function matchLocale(tag: string | null | undefined): SupportedLocale | null {
  if (!tag) return null
  const lower = tag.trim().replace('_', '-').toLowerCase()
  const exact = SUPPORTED_LOCALES.find((l) => l.toLowerCase() === lower)
  if (exact) return exact
  const language = lower.split('-')[0]
  return SUPPORTED_LOCALES.find((l) => l.toLowerCase().split('-')[0] === language) ?? null
}

/** The first of the browser's preferred languages that we support. */
export function navigatorLocale(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): SupportedLocale | null {
  for (const tag of languages) {
    const match = matchLocale(tag)
    if (match) return match
  }
  return null
}

/** Active locale: the user's choice (set by ?lng or settings), else the browser's, else en-US. */
export function resolveLocale(
  userLocale: SupportedLocale | null,
  browserLocale: SupportedLocale | null,
): SupportedLocale {
  return userLocale ?? browserLocale ?? DEFAULT_LOCALE
}

/** spec 01 §9: Arabic and Hebrew are written right to left; the layout mirrors (issue 11 §4). */
export function localeDirection(locale: string): 'ltr' | 'rtl' {
  return locale === 'ar-SA' || locale === 'he-IL' ? 'rtl' : 'ltr'
}
