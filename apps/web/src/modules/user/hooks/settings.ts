import { useCallback } from 'react'
import { navigatorLocale, resolveLocale, type SupportedLocale } from '../../../i18n'
import type { SlippageTolerance } from '../state/limits'
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

/** The user's slippage: 'auto' (the swap computes it per trade) or basis points. */
export function useUserSlippageTolerance(): SlippageTolerance {
  return useUserStore((s) => s.userSlippageTolerance)
}

/** Seconds from now a swap stays valid (spec 01 §9: default 1800). */
export function useUserDeadline(): number {
  return useUserStore((s) => s.userDeadline)
}

/** true when the Auto Router API is off: quotes come from the in-browser engine. */
export function useClientSideRouter(): boolean {
  return useUserStore((s) => s.userClientSideRouter)
}

/** Issue 35: approvals ask for the exact amount needed, not the maximum. */
export function useExactApprovals(): boolean {
  return useUserStore((s) => s.userExactApprovals)
}

export function useExpertMode(): boolean {
  return useUserStore((s) => s.userExpertMode)
}

/** Settings writers for containers (URL parameters, settings menu). Stable references. */
export function useUserSettingsActions() {
  const setDarkMode = useUserStore((s) => s.setDarkMode)
  const setUserLocale = useUserStore((s) => s.setUserLocale)
  const setExpertMode = useUserStore((s) => s.setExpertMode)
  const setClientSideRouter = useUserStore((s) => s.setClientSideRouter)
  const setSlippage = useUserStore((s) => s.setSlippage)
  const setDeadline = useUserStore((s) => s.setDeadline)
  const setExactApprovals = useUserStore((s) => s.setExactApprovals)
  return {
    setExactApprovals,
    setDarkMode,
    setUserLocale,
    setExpertMode,
    setClientSideRouter,
    setSlippage,
    setDeadline,
  }
}
