import { useEffect, useLayoutEffect } from 'react'
import { useSearch } from 'wouter'
import { activateLocale, localeDirection } from '../../i18n'
import { useActiveLocale, useIsDarkMode, useUserSettingsActions } from '../../modules/user'
import { applyTheme } from '../../ui'
import { pageSearch, parseGlobalParams, wantsPseudoLocale } from './globalParams'

/**
 * Applies the global query parameters to the user settings (they persist as the user's choice),
 * and puts the resolved theme and language on the document. Renders nothing.
 */
export function UserSettingsSync() {
  const search = useSearch()
  const { setDarkMode, setExpertMode, setUserLocale } = useUserSettingsActions()
  const isDark = useIsDarkMode()
  const locale = useActiveLocale()
  // ?lng=pseudo may stand before the hash, which useSearch does not see.
  const pseudo = wantsPseudoLocale(pageSearch(window.location))

  // Layout effect: a ?theme in the first URL must not flash the other theme first.
  useLayoutEffect(() => {
    const { darkMode, expertMode, locale } = parseGlobalParams(search)
    if (darkMode !== undefined) setDarkMode(darkMode)
    if (expertMode) setExpertMode(true)
    if (locale) setUserLocale(locale)
  }, [search, setDarkMode, setExpertMode, setUserLocale])

  useLayoutEffect(() => applyTheme(isDark ? 'dark' : 'light'), [isDark])

  useEffect(() => {
    document.documentElement.lang = locale
    document.documentElement.dir = localeDirection(locale)
    void activateLocale(pseudo ? 'pseudo' : locale)
  }, [locale, pseudo])

  return null
}
