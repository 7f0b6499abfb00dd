// The token lists' transitions (listsReducer.ts) bound to a lists store: what the list refresh
// and the manage panel call. Readers take the store alone (listsStore.ts).
import type { ListsState, TokenList } from '../types'
import * as lists from './listsReducer'
import { mergeDefaultLists, type StoredLists } from './listsStorage'
import { type ListsStore, useListsStore } from './listsStore'

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

export function listsActions(store: ListsStore = useListsStore): ListsActions {
  const run = (f: (s: StoredLists) => StoredLists) => {
    const before = store.getState()
    const after = f(before)
    if (after !== before) store.setState(after)
  }
  // Reducers work on ListsState; keep the stored extras (defaultsSeen) across them.
  const via = (f: (s: ListsState) => ListsState) =>
    run((s) => {
      const next = f(s)
      return next === s ? s : { ...next, defaultsSeen: s.defaultsSeen }
    })
  return {
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
}
