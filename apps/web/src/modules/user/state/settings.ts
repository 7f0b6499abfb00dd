// spec 01 §3 "User settings" and §5 "Stored-settings migration"; ARCHITECTURE "App state": a
// versioned key, a defensive parse (field by field), a debounced save (persist.ts).
import { isSupportedLocale, type SupportedLocale } from '../../../i18n'
import { isRecord, parseJson } from '../../../lib/persist'
import {
  DEFAULT_DEADLINE_SECONDS,
  isStorableDeadline,
  isStorableSlippage,
  LEGACY_DEADLINE_RANGE,
  MIGRATED_TO_AUTO_BPS,
  type SlippageTolerance,
} from './limits'

export interface UserSettings {
  /** The user's explicit choice; null follows the system preference (spec 01 §4 "Other"). */
  darkMode: boolean | null
  userLocale: SupportedLocale | null
  /** spec 01 §9: expert mode default off. */
  userExpertMode: boolean
  /** true = the Auto Router API is OFF: quotes come from the in-browser engine. */
  userClientSideRouter: boolean
  /** 'auto' or basis points (spec 01 §3). */
  userSlippageTolerance: SlippageTolerance
  /** The one-time "old presets become auto" migration has run (spec 01 §5). */
  userSlippageToleranceHasBeenMigratedToAuto: boolean
  /** Seconds from now a swap stays valid. */
  userDeadline: number
  /**
   * Issue 35: approvals ask for the exact amount a transaction needs instead of the maximum
   * (spec 01 §4 Approvals' default, kept: off).
   */
  userExactApprovals: boolean
}

/**
 * v1 (issue 4) held darkMode, userLocale and userExpertMode only. v2 adds the swap settings; a v1
 * document is still read (legacy key) and migrated by the same field-by-field parse.
 */
export const USER_SETTINGS_VERSION = 2
export const USER_STORAGE_KEY = `tidepool.user:v${USER_SETTINGS_VERSION}`
/** Older keys, newest first: read once when the current key is absent, then removed. */
export const LEGACY_USER_STORAGE_KEYS: readonly string[] = ['tidepool.user:v1']

export const DEFAULT_USER_SETTINGS: UserSettings = {
  darkMode: null,
  userLocale: null,
  userExpertMode: false,
  userClientSideRouter: false,
  userSlippageTolerance: 'auto',
  // A fresh install has nothing to migrate.
  userSlippageToleranceHasBeenMigratedToAuto: true,
  userDeadline: DEFAULT_DEADLINE_SECONDS,
  userExactApprovals: false,
}

/**
 * Reads stored settings. Anything unreadable falls back to the default field by field, so one
 * corrupt value (or a hand-edited key) never loses the others and never breaks start-up.
 */
export function parseUserSettings(raw: string | null): UserSettings {
  const data = parseJson(raw)
  if (!isRecord(data)) return { ...DEFAULT_USER_SETTINGS }
  const d = DEFAULT_USER_SETTINGS
  const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback)
  // A document from an older version (or without a version) goes through the migration rules.
  const legacy = typeof data.version !== 'number' || data.version < USER_SETTINGS_VERSION
  const migrated = data.userSlippageToleranceHasBeenMigratedToAuto === true
  return {
    darkMode: typeof data.darkMode === 'boolean' ? data.darkMode : d.darkMode,
    userLocale: isSupportedLocale(data.userLocale) ? data.userLocale : d.userLocale,
    userExpertMode: bool(data.userExpertMode, d.userExpertMode),
    userClientSideRouter: bool(data.userClientSideRouter, d.userClientSideRouter),
    userSlippageTolerance: migrateSlippage(data.userSlippageTolerance, migrated),
    // After this parse the migration has run, whatever was stored.
    userSlippageToleranceHasBeenMigratedToAuto: true,
    userDeadline: migrateDeadline(data.userDeadline, legacy),
    // Issue 35: a field added within v2 (absent from older documents: the default).
    userExactApprovals: bool(data.userExactApprovals, d.userExactApprovals),
  }
}

/**
 * spec 01 §5: stored slippage must be an integer 0..5000 bps, else auto; the old fixed presets
 * (10, 50, 100 bps) become auto — once, so a user who picks 0.5 % afterwards keeps it.
 */
function migrateSlippage(value: unknown, alreadyMigrated: boolean): SlippageTolerance {
  if (!isStorableSlippage(value) || value === 'auto') return 'auto'
  if (!alreadyMigrated && MIGRATED_TO_AUTO_BPS.includes(value)) return 'auto'
  return value
}

/**
 * spec 01 §5: a stored deadline outside 60..10800 s resets to the default. That rule is applied
 * to documents of older versions (what it migrates). A current document may hold anything the
 * deadline input accepts (1..4320 minutes, spec 01 §5 "Deadline input"): applying the 3-hour cap
 * on every load would silently undo a longer deadline the user just chose on the next reload.
 */
function migrateDeadline(value: unknown, legacy: boolean): number {
  if (legacy) {
    const ok =
      typeof value === 'number' &&
      Number.isInteger(value) &&
      value >= LEGACY_DEADLINE_RANGE.min &&
      value <= LEGACY_DEADLINE_RANGE.max
    return ok ? value : DEFAULT_DEADLINE_SECONDS
  }
  return isStorableDeadline(value) ? value : DEFAULT_DEADLINE_SECONDS
}

export function serializeUserSettings(settings: UserSettings): string {
  return JSON.stringify({ version: USER_SETTINGS_VERSION, ...pickUserSettings(settings) })
}

export function pickUserSettings(state: UserSettings): UserSettings {
  return {
    darkMode: state.darkMode,
    userLocale: state.userLocale,
    userExpertMode: state.userExpertMode,
    userClientSideRouter: state.userClientSideRouter,
    userSlippageTolerance: state.userSlippageTolerance,
    userSlippageToleranceHasBeenMigratedToAuto: state.userSlippageToleranceHasBeenMigratedToAuto,
    userDeadline: state.userDeadline,
    userExactApprovals: state.userExactApprovals,
  }
}
