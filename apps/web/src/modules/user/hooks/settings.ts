import { useCallback } from 'react'
import { navigatorLocale, resolveLocale, type SupportedLocale } from '../../../i18n'
import { useUserStore } from '../state/store'
import { resolveDarkMode } from '../utils/resolveDarkMode'
import { useSystemDarkMode } from './useSystemDarkMode'

/** Whether the interface is dark now (user choice, else system preference). */
export function useIsDarkMode(): boolean {
  const userDarkMode = useUserStore((s) => s.darkMode)
  return resolveDarkMode(userDarkMode, useSystemDarkMode())
}

/** spec 01 §4 "Other": the toggle flips the current mode and stores it as the user's choice. */
export function useDarkModeToggle(): () => void {
  const isDark = useIsDarkMode()
  const setDarkMode = useUserStore((s) => s.setDarkMode)
  return useCallback(() => setDarkMode(!isDark), [isDark, setDarkMode])
}

/** The locale the interface speaks: the user's choice, else the browser's, else en-US. */
export function useActiveLocale(): SupportedLocale {
  const userLocale = useUserStore((s) => s.userLocale)
  return resolveLocale(userLocale, navigatorLocale())
}

/** Settings writers for containers (URL parameters, settings menu). */
export function useUserSettingsActions() {
  const setDarkMode = useUserStore((s) => s.setDarkMode)
  const setUserLocale = useUserStore((s) => s.setUserLocale)
  const setExpertMode = useUserStore((s) => s.setExpertMode)
  return { setDarkMode, setUserLocale, setExpertMode }
}
