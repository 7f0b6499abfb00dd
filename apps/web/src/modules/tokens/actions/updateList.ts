// One list refresh through the store (spec 01 §4 "Token list lifecycle"): pending, then
// fulfilled (with the version-bump rules applied) or rejected (cached tokens kept).
import { listsActions } from '../state/listsActions'
import type { ListsStore } from '../state/listsStore'
import type { TokenList } from '../types'

export interface UpdateListParameters {
  store: ListsStore
  url: string
  fetchList: (url: string) => Promise<TokenList>
  /** spec 01 §8: token-list failures are logged. */
  log?: (message: string) => void
  requestId?: string
}

let nextRequest = 0

/** Fetches `url` into the store; resolves to the list, or null when the fetch failed. */
export async function updateList({
  store,
  url,
  fetchList,
  log = console.error,
  requestId = `req-${++nextRequest}`,
}: UpdateListParameters): Promise<TokenList | null> {
  const lists = listsActions(store)
  lists.fetchPending(url, requestId)
  try {
    const list = await fetchList(url)
    lists.fetchFulfilled(url, requestId, list)
    lists.applyUpdateRules(url, log)
    return list
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e)
    log(message)
    lists.fetchRejected(url, requestId, message)
    return null
  }
}

/** spec 01 §9 Timing: token list refresh every 600000 ms. */
export const LIST_REFRESH_MS = 600_000

/**
 * Refreshes every known list now and then every 10 minutes (spec 01 §4: "refresh every 10
 * minutes while a library is connected"). Returns a stop function.
 */
export function scheduleListRefresh({
  store,
  fetchList,
  log,
  intervalMs = LIST_REFRESH_MS,
}: Omit<UpdateListParameters, 'url' | 'requestId'> & { intervalMs?: number }): () => void {
  const refreshAll = () => {
    for (const url of Object.keys(store.getState().byUrl))
      void updateList({ store, url, fetchList, ...(log ? { log } : {}) })
  }
  refreshAll()
  const timer = setInterval(refreshAll, intervalMs)
  return () => clearInterval(timer)
}
