import { i18n, type Messages } from '@lingui/core'
import { DEFAULT_LOCALE } from './locales'

/** The locale asked for last (activateLocale). */
let latest = ''

/** en-US, the source and the fallback: its own chunk, imported without the map of the others. */
async function sourceMessages(): Promise<Messages> {
  return (await import('./locales/en-US.po')).messages
}

async function messagesOf(locale: string): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return sourceMessages()
  const { loadTranslation } = await import('./translations')
  return (await loadTranslation(locale)) ?? sourceMessages()
}

/**
 * Loads one locale's catalog (a lazy chunk each, spec 01 §7.13) and makes it the active one. A
 * locale without a catalog shows the en-US messages but keeps its own locale, so Intl
 * formatting follows it.
 */
export async function activateLocale(locale: string): Promise<void> {
  latest = locale
  // Already the active one (the settings sync asks again after the first render): activating
  // it anew would re-render every translated part of the page for nothing.
  if (i18n.locale === locale) return
  const messages = await messagesOf(locale)
  // Two quick picks in the language list: the catalog loaded last must not win over the one
  // asked for last.
  if (locale !== latest) return
  i18n.loadAndActivate({ locale, messages })
}

export { i18n }
