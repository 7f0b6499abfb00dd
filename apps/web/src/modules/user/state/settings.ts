// spec 01 §3 "User settings" (the shell's subset; issue 5 adds slippage, deadline, saved tokens…)
// and ARCHITECTURE "App state": a versioned key, a defensive parse, a debounced save.
import { isSupportedLocale, type SupportedLocale } from '../../../i18n'
import { isRecord, parseJson } from '../../../lib/persist'

export interface UserSettings {
  /** The user's explicit choice; null follows the system preference (spec 01 §4 "Other"). */
  darkMode: boolean | null
  userLocale: SupportedLocale | null
  /** spec 01 §9: expert mode default off. */
  userExpertMode: boolean
}

export const USER_SETTINGS_VERSION = 1
export const USER_STORAGE_KEY = `tidepool.user:v${USER_SETTINGS_VERSION}`

export const DEFAULT_USER_SETTINGS: UserSettings = {
  darkMode: null,
  userLocale: null,
  userExpertMode: false,
}

/**
 * Reads stored settings. Anything unreadable falls back to the default field by field, so one
 * corrupt value (or a hand-edited key) never loses the others and never breaks start-up.
 */
export function parseUserSettings(raw: string | null): UserSettings {
  const data = parseJson(raw)
  if (!isRecord(data)) return { ...DEFAULT_USER_SETTINGS }
  const { darkMode, userLocale, userExpertMode } = data
  return {
    darkMode: typeof darkMode === 'boolean' ? darkMode : DEFAULT_USER_SETTINGS.darkMode,
    userLocale: isSupportedLocale(userLocale) ? userLocale : DEFAULT_USER_SETTINGS.userLocale,
    userExpertMode:
      typeof userExpertMode === 'boolean' ? userExpertMode : DEFAULT_USER_SETTINGS.userExpertMode,
  }
}

export function serializeUserSettings(settings: UserSettings): string {
  const { darkMode, userLocale, userExpertMode } = settings
  return JSON.stringify({ version: USER_SETTINGS_VERSION, darkMode, userLocale, userExpertMode })
}

export function pickUserSettings(state: UserSettings): UserSettings {
  return {
    darkMode: state.darkMode,
    userLocale: state.userLocale,
    userExpertMode: state.userExpertMode,
  }
}
