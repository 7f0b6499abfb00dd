// spec 01 §2 "URL query parameters (global)": theme=light|dark sets the colour mode, ape (empty
// or 'true') turns expert mode on, lng selects the language.
import { matchLocale, type SupportedLocale } from '../../i18n'

export interface GlobalParams {
  /** true for dark, false for light; undefined when absent or unrecognised. */
  darkMode?: boolean
  expertMode?: true
  locale?: SupportedLocale
}

export function parseGlobalParams(search: string): GlobalParams {
  const params = new URLSearchParams(search)
  const out: GlobalParams = {}
  const theme = params.get('theme')?.toLowerCase()
  if (theme === 'dark' || theme === 'light') out.darkMode = theme === 'dark'
  const ape = params.get('ape')
  if (ape === '' || ape?.toLowerCase() === 'true') out.expertMode = true
  const locale = matchLocale(params.get('lng'))
  if (locale) out.locale = locale
  return out
}

/**
 * The query of a page address with both places a parameter may stand: before the hash
 * (`/?lng=de-DE#/swap`) and inside it (`/#/swap?lng=de-DE`); the hash part wins on a clash.
 */
export function pageSearch(location: { search: string; hash: string }): string {
  const merged = new URLSearchParams(location.search)
  for (const [key, value] of new URLSearchParams(location.hash.split('?')[1] ?? ''))
    merged.set(key, value)
  const text = merged.toString()
  return text ? `?${text}` : ''
}

/** The setters `storePageParams` needs (the user store's). */
export interface GlobalParamsSetters {
  setDarkMode: (darkMode: boolean) => void
  setExpertMode: (on: boolean) => void
  setUserLocale: (locale: SupportedLocale) => void
}

/**
 * Stores the global parameters of the whole page address as the user's choice, so one standing
 * before the hash (`/?theme=dark#/swap`, which wouter's search does not see) counts as much as one
 * inside it (issue 12 #13). UserSettingsSync applies later changes of the hash part. Returns what
 * it read.
 */
export function storePageParams(
  location: { search: string; hash: string },
  settings: GlobalParamsSetters,
): GlobalParams {
  const params = parseGlobalParams(pageSearch(location))
  if (params.darkMode !== undefined) settings.setDarkMode(params.darkMode)
  if (params.expertMode) settings.setExpertMode(true)
  if (params.locale) settings.setUserLocale(params.locale)
  return params
}

/**
 * `?lng=pseudo` (issue 11 §4): the accented, longer pseudo locale for layout tests. It is never
 * stored nor listed in the settings menu; it lasts while the address asks for it.
 */
export function wantsPseudoLocale(search: string): boolean {
  return new URLSearchParams(search).get('lng') === 'pseudo'
}
