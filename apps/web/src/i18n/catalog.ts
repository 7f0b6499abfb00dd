import { i18n, type Messages } from '@lingui/core'
import { DEFAULT_LOCALE } from './locales'
import { padPseudoMessages } from './pseudo'

// One lazily loaded chunk per .po file (spec 01 §7.13). Adding `locales/xx-YY.po` is all a new
// translation needs: the glob picks it up.
const catalogs = import.meta.glob<{ messages: Messages }>('./locales/*.po')

/** The locale asked for last (activateLocale). */
let latest = ''

/**
 * Loads one locale's catalog and makes it the active one. A supported locale without a catalog
 * yet shows the en-US messages but keeps its own locale, so Intl formatting follows it.
 */
export async function activateLocale(locale: string): Promise<void> {
  latest = locale
  const load = catalogs[`./locales/${locale}.po`] ?? catalogs[`./locales/${DEFAULT_LOCALE}.po`]
  const loaded = load ? (await load()).messages : {}
  // Two quick picks in the language list: the catalog loaded last must not win over the one
  // asked for last.
  if (locale !== latest) return
  const messages = locale === 'pseudo' ? padPseudoMessages(loaded) : loaded
  i18n.loadAndActivate({ locale, messages })
}

export { i18n }
