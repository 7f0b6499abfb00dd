// The token-lists store (zustand): the pure transitions of listsReducer.ts bound to one store,
// loaded from storage and saved debounced by `persistLists`.
import { create } from 'zustand'
import { persistDebounced } from '../../../lib/persist'
import { browserStorage, readItem } from '../../../lib/storage'
import type { ListsState, TokenList } from '../types'
import * as lists from './listsReducer'
import {
  LISTS_STORAGE_KEY,
  mergeDefaultLists,
  parseStoredLists,
  type StoredLists,
  serializeLists,
} from './listsStorage'

export interface ListsActions {
  /** Adds the chain table's default lists not offered before (active). */
  initializeDefaults: (defaultListUrls: readonly string[]) => void
  fetchPending: (url: string, requestId: string) => void
  fetchFulfilled: (url: string, requestId: string, list: TokenList) => void
  fetchRejected: (url: string, requestId: string, error: string) => void
  applyUpdateRules: (url: string, log: (message: string) => void) => void
  acceptListUpdate: (url: string) => void
  rejectListUpdate: (url: string) => void
  addList: (url: string) => void
  removeList: (url: string) => void
  enableList: (url: string) => void
  disableList: (url: string) => void
}

export type ListsStoreState = StoredLists & ListsActions

const pick = (s: StoredLists): StoredLists => ({
  byUrl: s.byUrl,
  activeListUrls: s.activeListUrls,
  defaultsSeen: s.defaultsSeen,
})

export function createListsStore(initial: StoredLists) {
  return create<ListsStoreState>()((set, get) => {
    const run = (f: (s: StoredLists) => StoredLists) => {
      const before = pick(get())
      const after = f(before)
      if (after !== before) set(pick(after))
    }
    // Reducers work on ListsState; keep the stored extras (defaultsSeen) across them.
    const via = (f: (s: ListsState) => ListsState) =>
      run((s) => {
        const next = f(s)
        return next === s ? s : { ...next, defaultsSeen: s.defaultsSeen }
      })
    return {
      ...initial,
      initializeDefaults: (urls) => run((s) => mergeDefaultLists(s, urls)),
      fetchPending: (url, id) => via((s) => lists.fetchPending(s, url, id)),
      fetchFulfilled: (url, id, list) => via((s) => lists.fetchFulfilled(s, url, id, list)),
      fetchRejected: (url, id, error) => via((s) => lists.fetchRejected(s, url, id, error)),
      applyUpdateRules: (url, log) => via((s) => lists.applyUpdateRules(s, url, log)),
      acceptListUpdate: (url) => via((s) => lists.acceptListUpdate(s, url)),
      rejectListUpdate: (url) => via((s) => lists.rejectListUpdate(s, url)),
      addList: (url) => via((s) => lists.addList(s, url)),
      removeList: (url) => via((s) => lists.removeList(s, url)),
      enableList: (url) => via((s) => lists.enableList(s, url)),
      disableList: (url) => via((s) => lists.disableList(s, url)),
    }
  })
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
    serialize: (s) => serializeLists(pick(s)),
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
