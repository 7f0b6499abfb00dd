import { create } from 'zustand'
import type { SupportedLocale } from '../../../i18n'
import { browserStorage, readItem } from '../../../lib/storage'
import { DEFAULT_DEADLINE_SECONDS, isStorableDeadline, isStorableSlippage } from './limits'
import {
  LEGACY_USER_STORAGE_KEYS,
  parseUserSettings,
  USER_STORAGE_KEY,
  type UserSettings,
} from './settings'

interface UserActions {
  setDarkMode: (darkMode: boolean | null) => void
  setUserLocale: (locale: SupportedLocale | null) => void
  setExpertMode: (on: boolean) => void
  /** true turns the Auto Router API off (quotes from the in-browser engine). */
  setClientSideRouter: (on: boolean) => void
  /** 'auto' or basis points; anything outside 0..5000 integer bps stores 'auto' (spec 01 §5). */
  setSlippage: (slippage: 'auto' | number) => void
  /** Seconds; anything outside 1..4320 minutes stores the default (spec 01 §5). */
  setDeadline: (seconds: number) => void
  /** Issue 35: approve exact amounts (true) or the maximum (false, the default). */
  setExactApprovals: (on: boolean) => void
}

export type UserState = UserSettings & UserActions

/** The stored document: the current key, else the newest legacy key (migrated by the parse). */
export function readStoredUserSettings(storage: Storage | null = browserStorage()): string | null {
  for (const key of [USER_STORAGE_KEY, ...LEGACY_USER_STORAGE_KEYS]) {
    const raw = readItem(storage, key)
    if (raw !== null) return raw
  }
  return null
}

export const useUserStore = create<UserState>()((set) => ({
  ...parseUserSettings(readStoredUserSettings()),
  setDarkMode: (darkMode) => set({ darkMode }),
  setUserLocale: (userLocale) => set({ userLocale }),
  setExpertMode: (userExpertMode) => set({ userExpertMode }),
  setClientSideRouter: (userClientSideRouter) => set({ userClientSideRouter }),
  setSlippage: (slippage) =>
    set({ userSlippageTolerance: isStorableSlippage(slippage) ? slippage : 'auto' }),
  setDeadline: (seconds) =>
    set({ userDeadline: isStorableDeadline(seconds) ? seconds : DEFAULT_DEADLINE_SECONDS }),
  setExactApprovals: (userExactApprovals) => set({ userExactApprovals }),
}))
