// Debounced persistence of one store slice (spec 01 §9 Timing: persisted slices — user, lists,
// transactions — are saved with a 1000 ms debounce). Shared by every persisted store so each
// module only says what to serialize and under which versioned key.
//
// Safe across tabs (issue 11 §3; ARCHITECTURE "App state": a write never drops what another tab
// recorded). Two tabs share one localStorage key, and a plain setItem of a tab's whole state is
// last-write-wins: a pending swap recorded in one tab vanished when the other saved, and could be
// sent twice. So each write is a read-modify-write: the stored document is merged with this
// tab's (mergeStored: per key, records by chain and hash, settings per field), and each tab hears
// the others' writes through the `storage` event and adopts the merged document into its store.
import { browserStorage, readItem, writeItem } from './storage'

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
  /**
   * Replaces the store's persisted slice with a stored document (the store's own defensive
   * parse). Given, the store follows other tabs' writes (the `storage` event); every store
   * shared by tabs passes it.
   */
  adopt?: (raw: string) => void
  /** Where other tabs' `storage` events arrive (default window; a test's own target). */
  events?: EventTarget
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
  adopt,
  events = window,
}: PersistDebouncedParameters<S>): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let last = serialize(store.getState())
  // The document this tab last wrote or adopted: the common ancestor of the three-way merge, so
  // a record this tab removed since (clear all) is removed, and one another tab added is kept.
  let base: unknown = parseJson(readItem(storage, key)) ?? parseJson(last)

  // Serialized once per debounce window, not on every change: a store of token lists is
  // megabytes of JSON and changes several times per list refresh.
  const write = () => {
    timer = undefined
    const next = serialize(store.getState())
    if (next === last) return
    last = next
    const raw = readItem(storage, key)
    const merged = mergeStored(base, parseJson(next), parseJson(raw))
    const text = JSON.stringify(merged)
    base = merged
    if (text !== raw) writeItem(storage, key, text)
    // Another tab's records came in with the merge: this tab shows them too.
    if (adopt && !sameJson(merged, parseJson(next))) adoptQuietly(text)
  }

  /** Sets the store from `text` without scheduling a write of what is already stored. */
  const adoptQuietly = (text: string) => {
    adopt?.(text)
    clearTimeout(timer)
    timer = undefined
    last = serialize(store.getState())
  }

  const flush = () => {
    if (timer === undefined) return
    clearTimeout(timer)
    write()
  }

  // The debounce keeps one timer per burst: a change only moves `changedAt`, and the timer,
  // when it fires early, waits out the rest (a list refresh changes the store dozens of times,
  // and each clear-and-set of a timer costs the page's main thread too).
  let changedAt = 0
  const due = () => {
    const wait = changedAt + delayMs - Date.now()
    if (wait > 0) timer = setTimeout(due, wait)
    else write()
  }
  const unsubscribe = store.subscribe(() => {
    changedAt = Date.now()
    if (timer === undefined) timer = setTimeout(due, delayMs)
  })

  // Another tab wrote the key: merge its document with this tab's unsaved changes and adopt it.
  const onStorage = (e: Event) => {
    const event = e as StorageEvent
    if (!adopt || event.key !== key || event.newValue === null) return
    const stored = parseJson(event.newValue)
    const pending = timer !== undefined
    const merged = mergeStored(base, parseJson(serialize(store.getState())), stored)
    base = stored
    adoptQuietly(JSON.stringify(merged))
    // This tab's unsaved changes, merged into the new document, are written now: the other tab
    // has just saved, and a second tab's record must reach storage before either tab closes.
    if (pending) {
      last = ''
      write()
    }
  }

  const onHide = () => {
    if (document.visibilityState === 'hidden') flush()
  }
  window.addEventListener('pagehide', flush)
  events.addEventListener('storage', onStorage)
  document.addEventListener('visibilitychange', onHide)
  return () => {
    flush()
    unsubscribe()
    window.removeEventListener('pagehide', flush)
    events.removeEventListener('storage', onStorage)
    document.removeEventListener('visibilitychange', onHide)
  }
}

const isPlainRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** Structural equality of JSON values (key order ignored). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => sameJson(x, b[i]))
  if (!isPlainRecord(a) || !isPlainRecord(b)) return false
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((k) => k in b && sameJson(a[k], b[k]))
}

/**
 * Three-way merge of JSON documents: `local` (this tab's state) into `stored` (what is saved now,
 * perhaps by another tab), both descended from `base` (what this tab last saw saved). Objects
 * merge per key, recursively — transactions per chain then hash then field, settings per field;
 * anything else (numbers, strings, arrays) is one value. Per key:
 * - changed on one side only since `base`: that side's value (added, changed or removed);
 * - changed on both: objects merge deeper, other values take `local` (the last writer);
 * - removed on one side and changed on the other: the changed value stays (nothing recorded is
 *   lost to a stale removal).
 * A `stored` that is not an object (nothing saved, garbage) gives `local`.
 */
export function mergeStored(base: unknown, local: unknown, stored: unknown): unknown {
  if (!isPlainRecord(local) || !isPlainRecord(stored)) return local
  const ancestor = isPlainRecord(base) ? base : {}
  const out: Record<string, unknown> = {}
  for (const k of new Set([...Object.keys(stored), ...Object.keys(local)])) {
    const inLocal = k in local
    const inStored = k in stored
    const inBase = k in ancestor
    const [l, s, b] = [local[k], stored[k], ancestor[k]]
    if (inLocal && inStored) {
      if (inBase && sameJson(l, b)) out[k] = s
      else if (inBase && sameJson(s, b)) out[k] = l
      else out[k] = mergeStored(inBase ? b : undefined, l, s)
    } else if (inLocal) {
      // Absent from storage: removed by another tab (keep what this tab changed), or new here.
      const kept = removedThere(b, l, inBase)
      if (kept !== undefined) out[k] = kept
    } else if (inStored) {
      const kept = removedThere(b, s, inBase)
      if (kept !== undefined) out[k] = kept
    }
  }
  return out
}

/** A map of records (chains → hashes → records): merged per key, not kept or dropped whole. */
const isContainer = (v: unknown): v is Record<string, unknown> =>
  isPlainRecord(v) && Object.values(v).every(isPlainRecord)

/**
 * `value` survives on one side while the other removed its key: new (not in base) → kept;
 * unchanged → removed; a changed map → its entries changed or added since base (a tab cleared its
 * transactions while the other recorded one: the new one stays, the cleared ones go); any other
 * changed value → kept whole.
 */
function removedThere(base: unknown, value: unknown, inBase: boolean): unknown {
  if (!inBase) return value
  if (sameJson(value, base)) return undefined
  if (isContainer(value) && isContainer(base)) {
    const kept = mergeStored(base, value, {}) as Record<string, unknown>
    return Object.keys(kept).length > 0 ? kept : undefined
  }
  return value
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
