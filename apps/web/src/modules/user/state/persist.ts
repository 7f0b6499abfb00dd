import { PERSIST_DEBOUNCE_MS, persistDebounced } from '../../../lib/persist'
import { browserStorage } from '../../../lib/storage'
import { pickUserSettings, serializeUserSettings, USER_STORAGE_KEY } from './settings'
import { useUserStore } from './store'

/**
 * Saves the user settings after each change, debounced 1000 ms (spec 01 §9 Timing); a pending
 * save is flushed when the page is hidden or closed. Returns a stop function.
 */
export function persistUserSettings({
  storage = browserStorage(),
  delayMs = PERSIST_DEBOUNCE_MS,
}: {
  storage?: Storage | null
  delayMs?: number
} = {}): () => void {
  return persistDebounced({
    store: useUserStore,
    key: USER_STORAGE_KEY,
    serialize: (state) => serializeUserSettings(pickUserSettings(state)),
    storage,
    delayMs,
  })
}
