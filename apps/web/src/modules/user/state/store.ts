import { create } from 'zustand'
import type { SupportedLocale } from '../../../i18n'
import { browserStorage, readItem } from '../../../lib/storage'
import { parseUserSettings, USER_STORAGE_KEY, type UserSettings } from './settings'

interface UserActions {
  setDarkMode: (darkMode: boolean | null) => void
  setUserLocale: (locale: SupportedLocale | null) => void
  setExpertMode: (on: boolean) => void
}

export type UserState = UserSettings & UserActions

export const useUserStore = create<UserState>()((set) => ({
  ...parseUserSettings(readItem(browserStorage(), USER_STORAGE_KEY)),
  setDarkMode: (darkMode) => set({ darkMode }),
  setUserLocale: (userLocale) => set({ userLocale }),
  setExpertMode: (userExpertMode) => set({ userExpertMode }),
}))
