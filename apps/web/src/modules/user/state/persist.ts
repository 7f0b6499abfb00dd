import { pickUserSettings, serializeUserSettings, USER_STORAGE_KEY } from './settings'
import { browserStorage, writeItem } from './storage'
import { useUserStore } from './store'

/** spec 01 §9 Timing: persisted state slices are saved with a 1000 ms debounce. */
export const USER_SAVE_DEBOUNCE_MS = 1_000

/**
 * Saves the user settings after each change, debounced; a pending save is flushed when the page
 * is hidden or closed, so a change made just before a reload is not lost. Returns a stop function.
 */
export function persistUserSettings({
  storage = browserStorage(),
  delayMs = USER_SAVE_DEBOUNCE_MS,
}: {
  storage?: Storage | null
  delayMs?: number
} = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let last = serializeUserSettings(pickUserSettings(useUserStore.getState()))

  const flush = () => {
    if (timer === undefined) return
    clearTimeout(timer)
    timer = undefined
    writeItem(storage, USER_STORAGE_KEY, last)
  }

  const unsubscribe = useUserStore.subscribe((state) => {
    const next = serializeUserSettings(pickUserSettings(state))
    if (next === last) return
    last = next
    clearTimeout(timer)
    timer = setTimeout(() => {
      timer = undefined
      writeItem(storage, USER_STORAGE_KEY, last)
    }, delayMs)
  })

  const onHide = () => {
    if (document.visibilityState === 'hidden') flush()
  }
  window.addEventListener('pagehide', flush)
  document.addEventListener('visibilitychange', onHide)
  return () => {
    flush()
    unsubscribe()
    window.removeEventListener('pagehide', flush)
    document.removeEventListener('visibilitychange', onHide)
  }
}
