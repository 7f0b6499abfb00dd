// User settings (spec 01 §3): dark mode, locale, expert mode, the Auto Router API choice,
// slippage, deadline and exact-amount approvals (issue 35); persisted under a versioned key with the migration rules of §5.
export {
  useActiveLocale,
  useClientSideRouter,
  useDarkModeToggle,
  useExactApprovals,
  useExpertMode,
  useIsDarkMode,
  useUserDeadline,
  useUserSettingsActions,
  useUserSlippageTolerance,
} from './hooks/settings'
export {
  DEADLINE_RANGE_SECONDS,
  DEFAULT_DEADLINE_SECONDS,
  MAX_SLIPPAGE_BPS,
  type SlippageTolerance,
} from './state/limits'
export { persistUserSettings } from './state/persist'
export { useUserStore } from './state/store'
export { resolveDarkMode } from './utils/resolveDarkMode'
