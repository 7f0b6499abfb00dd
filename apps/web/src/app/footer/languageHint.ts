import type { SupportedLocale } from '../../i18n'

/**
 * spec 01 §2 Shell: the footer hints that the product is available in another language — the
 * browser's own language when it is supported and not the one in use, else the default language
 * when another one is in use. Nothing when the interface already speaks the default language the
 * browser asks for.
 */
export function hintedLocale({
  active,
  browser,
  fallback,
}: {
  active: SupportedLocale
  browser: SupportedLocale | null
  fallback: SupportedLocale
}): SupportedLocale | null {
  if (browser && browser !== active) return browser
  if (active !== fallback) return fallback
  return null
}

/** The current query with `lng` set (the link keeps the other parameters). */
export function searchWithLocale(search: string, locale: SupportedLocale): string {
  const params = new URLSearchParams(search)
  params.set('lng', locale)
  return `?${params.toString()}`
}
