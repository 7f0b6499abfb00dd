// Debounced persistence of one store slice (spec 01 §9 Timing: persisted slices — user, lists,
// transactions — are saved with a 1000 ms debounce). Shared by every persisted store so each
// module only says what to serialize and under which versioned key.
import { browserStorage, writeItem } from './storage'

/** spec 01 §9 Timing: persisted state slices are saved with a 1000 ms debounce. */
export const PERSIST_DEBOUNCE_MS = 1_000

interface Subscribable<S> {
  getState: () => S
  subscribe: (listener: (state: S) => void) => () => void
}

export interface PersistDebouncedParameters<S> {
  store: Subscribable<S>
  key: string
  serialize: (state: S) => string
  storage?: Storage | null
  delayMs?: number
}

/**
 * Saves `serialize(state)` under `key` after each change, debounced; a pending save is flushed
 * when the page is hidden or closed, so a change made just before a reload is not lost.
 * Returns a stop function (which flushes).
 */
export function persistDebounced<S>({
  store,
  key,
  serialize,
  storage = browserStorage(),
  delayMs = PERSIST_DEBOUNCE_MS,
}: PersistDebouncedParameters<S>): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let last = serialize(store.getState())

  // Serialized once per debounce window, not on every change: a store of token lists is
  // megabytes of JSON and changes several times per list refresh.
  const write = () => {
    timer = undefined
    const next = serialize(store.getState())
    if (next === last) return
    last = next
    writeItem(storage, key, next)
  }

  const flush = () => {
    if (timer === undefined) return
    clearTimeout(timer)
    write()
  }

  const unsubscribe = store.subscribe(() => {
    clearTimeout(timer)
    timer = setTimeout(write, delayMs)
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

/** JSON.parse that returns undefined instead of throwing: stored data may be garbage. */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return undefined
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
