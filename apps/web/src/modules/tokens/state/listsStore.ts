// The token-lists store (zustand), loaded from storage and saved debounced by `persistLists`;
// listsActions.ts binds the pure transitions of listsReducer.ts to it.
import { create } from 'zustand'
import { persistDebounced } from '../../../lib/persist'
import { browserStorage, readItem } from '../../../lib/storage'
import {
  LISTS_STORAGE_KEY,
  parseStoredLists,
  type StoredLists,
  serializeLists,
} from './listsStorage'

/**
 * The lists slice alone. Its transitions live in listsActions.ts, bound to a store where lists
 * change (the list refresh, the manage panel), so the screens that only read the lists (every
 * token lookup, from /swap's first render) don't load the reducer and its version rules.
 */
export function createListsStore(initial: StoredLists) {
  return create<StoredLists>()(() => ({ ...initial }))
}

export type ListsStore = ReturnType<typeof createListsStore>

/** The app's lists store; defaults are merged in by `initializeDefaults` once the chain table is known. */
export const useListsStore: ListsStore = createListsStore(
  parseStoredLists(readItem(browserStorage(), LISTS_STORAGE_KEY), []),
)

/** Saves the lists slice debounced 1000 ms (spec 01 §9 Timing). Returns a stop function. */
export function persistLists(
  store: ListsStore = useListsStore,
  storage: Storage | null = browserStorage(),
): () => void {
  return persistDebounced({
    store,
    key: LISTS_STORAGE_KEY,
    serialize: serializeLists,
    // Another tab's lists, merged per URL (lib/persist.ts); a fetch this tab has in flight
    // keeps its request id, so its answer still lands.
    adopt: (raw) =>
      store.setState((s) => {
        const next = parseStoredLists(raw, [])
        const byUrl = Object.fromEntries(
          Object.entries(next.byUrl).map(([url, l]) => [
            url,
            { ...l, loadingRequestId: s.byUrl[url]?.loadingRequestId ?? null },
          ]),
        )
        return { ...next, byUrl }
      }),
    storage,
  })
}
