// spec 02 §9 "the hide-closed choice is remembered" (spec 02 §2 Pools Overview toggle): a small
// store persisted under a versioned key with a defensive parse (STYLE "Versioned, defensive
// persistence"), saved through lib/persist (debounced, flushed on reload, merged across tabs).
import { create } from 'zustand'
import { persistDebounced } from '../../../../lib/persist'
import { browserStorage, readItem } from '../../../../lib/storage'

export const HIDE_CLOSED_STORAGE_KEY = 'tidepool.v3Positions:v1'

interface HideClosedState {
  hideClosed: boolean
  setHideClosed: (hide: boolean) => void
}

/** Anything but a v1 document with a boolean reads as the default: closed positions shown. */
export function parseHideClosed(raw: string | null): boolean {
  try {
    const doc: unknown = raw === null ? null : JSON.parse(raw)
    if (typeof doc !== 'object' || doc === null) return false
    const { version, hideClosed } = doc as Record<string, unknown>
    return version === 1 && hideClosed === true
  } catch {
    return false
  }
}

export const serializeHideClosed = (s: { hideClosed: boolean }): string =>
  JSON.stringify({ version: 1, hideClosed: s.hideClosed })

export const useHideClosedStore = create<HideClosedState>()((set) => ({
  hideClosed: parseHideClosed(readItem(browserStorage(), HIDE_CLOSED_STORAGE_KEY)),
  setHideClosed: (hideClosed) => set({ hideClosed }),
}))

let started = false

/** Starts saving the choice (once; the positions screen calls it when it mounts). */
export function persistHideClosed(): void {
  if (started) return
  started = true
  persistDebounced({
    store: useHideClosedStore,
    key: HIDE_CLOSED_STORAGE_KEY,
    serialize: serializeHideClosed,
    adopt: (raw) => useHideClosedStore.setState({ hideClosed: parseHideClosed(raw) }),
  })
}
