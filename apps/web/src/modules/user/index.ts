// User settings (spec 01 §3): dark mode, locale, expert mode; persisted under a versioned key.
export {
  useActiveLocale,
  useDarkModeToggle,
  useIsDarkMode,
  useUserSettingsActions,
} from './hooks/settings'
export { persistUserSettings } from './state/persist'
export { useUserStore } from './state/store'
export { resolveDarkMode } from './utils/resolveDarkMode'
