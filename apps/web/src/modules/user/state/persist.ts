import { PERSIST_DEBOUNCE_MS, persistDebounced } from '../../../lib/persist'
import { browserStorage, readItem, writeItem } from '../../../lib/storage'
import {
  LEGACY_USER_STORAGE_KEYS,
  parseUserSettings,
  pickUserSettings,
  serializeUserSettings,
  USER_STORAGE_KEY,
} from './settings'
import { useUserStore } from './store'

/**
 * Saves the user settings after each change, debounced 1000 ms (spec 01 §9 Timing); a pending
 * save is flushed when the page is hidden or closed. Returns a stop function.
 *
 * A document found only under a legacy key was migrated when the store loaded: it is written
 * under the current key at once and the legacy key removed, so the migration runs exactly once
 * (spec 01 §5) even if the user changes nothing this visit.
 */
export function persistUserSettings({
  storage = browserStorage(),
  delayMs = PERSIST_DEBOUNCE_MS,
}: {
  storage?: Storage | null
  delayMs?: number
} = {}): () => void {
  const serialize = (state: Parameters<typeof pickUserSettings>[0]) =>
    serializeUserSettings(pickUserSettings(state))
  migrateLegacyKeys(storage, serialize(useUserStore.getState()))
  return persistDebounced({
    store: useUserStore,
    key: USER_STORAGE_KEY,
    serialize,
    // Another tab's settings, merged per field (the last writer of each field wins).
    adopt: (raw) => useUserStore.setState(parseUserSettings(raw)),
    storage,
    delayMs,
  })
}

function migrateLegacyKeys(storage: Storage | null, current: string): void {
  const legacy = LEGACY_USER_STORAGE_KEYS.filter((key) => readItem(storage, key) !== null)
  if (legacy.length === 0) return
  if (readItem(storage, USER_STORAGE_KEY) === null) writeItem(storage, USER_STORAGE_KEY, current)
  for (const key of legacy) {
    try {
      storage?.removeItem(key)
    } catch {
      // Privacy mode: the legacy document stays; the current key wins on the next load anyway.
    }
  }
}
