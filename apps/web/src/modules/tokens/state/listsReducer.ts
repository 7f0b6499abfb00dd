// spec 01 §4 "Token list lifecycle" as pure transitions over ListsState (the store in
// listsStore.ts only wires them). Each returns a new state, or the same object when nothing
// changes.
import { msg } from '@lingui/core/macro'
import { i18n } from '../../../i18n'
import type { ListState, ListsState, TokenList } from '../types'
import { decidePendingUpdate, getVersionUpgrade, VersionUpgrade } from '../utils/version'
import { NEW_LIST_STATE } from './listsStorage'

// The texts only this part shows.
const TEXT = {
  acceptWithoutPending: msg`Accept list update called without pending update`,
}

const setList = (state: ListsState, url: string, list: ListState): ListsState => ({
  ...state,
  byUrl: { ...state.byUrl, [url]: list },
})

/** Fetch pending: remembers the request so only the latest one may settle the list. */
export function fetchPending(state: ListsState, url: string, requestId: string): ListsState {
  const list = state.byUrl[url] ?? NEW_LIST_STATE
  return setList(state, url, { ...list, loadingRequestId: requestId, error: null })
}

/**
 * Fetch fulfilled. The first list fetched for a URL becomes current; a later one with a newer
 * version becomes the pendingUpdate (then `applyUpdateRules` may accept it). A stale response
 * (not the latest request) is ignored.
 */
export function fetchFulfilled(
  state: ListsState,
  url: string,
  requestId: string,
  list: TokenList,
): ListsState {
  const prev = state.byUrl[url] ?? NEW_LIST_STATE
  if (prev.loadingRequestId !== null && prev.loadingRequestId !== requestId) return state
  const settled = { ...prev, loadingRequestId: null, error: null }
  if (!prev.current) return setList(state, url, { ...settled, current: list, pendingUpdate: null })
  if (getVersionUpgrade(prev.current.version, list.version) === VersionUpgrade.NONE)
    return setList(state, url, settled)
  return setList(state, url, { ...settled, pendingUpdate: list })
}

/**
 * Fetch rejected: records the error. Unlike the original interface, a failed refresh keeps the
 * list's cached tokens (issue 3: "a failed refresh never wipes a list's cached tokens").
 */
export function fetchRejected(
  state: ListsState,
  url: string,
  requestId: string,
  error: string,
): ListsState {
  const prev = state.byUrl[url]
  if (!prev || prev.loadingRequestId !== requestId) return state
  return setList(state, url, { ...prev, loadingRequestId: null, error })
}

/** Makes the pending update current; throws the catalogue's message when there is none. */
export function acceptListUpdate(state: ListsState, url: string): ListsState {
  const prev = state.byUrl[url]
  if (!prev?.pendingUpdate) throw new Error(i18n._(TEXT.acceptWithoutPending))
  return setList(state, url, { ...prev, current: prev.pendingUpdate, pendingUpdate: null })
}

/** Drops a pending update without applying it. */
export function rejectListUpdate(state: ListsState, url: string): ListsState {
  const prev = state.byUrl[url]
  if (!prev?.pendingUpdate) return state
  return setList(state, url, { ...prev, pendingUpdate: null })
}

/**
 * spec 01 §4 version-bump rules, run after a fetch: a major bump applies automatically, a
 * minor/patch bump only when it covers the change in tokens; otherwise `log` gets the reason
 * and the update stays pending for the user.
 */
export function applyUpdateRules(
  state: ListsState,
  url: string,
  log: (message: string) => void,
): ListsState {
  const list = state.byUrl[url]
  if (!list?.current || !list.pendingUpdate) return state
  const decision = decidePendingUpdate(list.current, list.pendingUpdate)
  if (decision.kind === 'apply') return acceptListUpdate(state, url)
  if (decision.kind === 'keep-pending') log(decision.reason)
  return state
}

export function addList(state: ListsState, url: string): ListsState {
  if (state.byUrl[url]) return state
  return setList(state, url, NEW_LIST_STATE)
}

/** spec 01 §4: a list can be removed only when more than one list exists. */
export function canRemoveList(state: ListsState): boolean {
  return Object.keys(state.byUrl).length > 1
}

export function removeList(state: ListsState, url: string): ListsState {
  if (!state.byUrl[url] || !canRemoveList(state)) return state
  const { [url]: _removed, ...byUrl } = state.byUrl
  return { byUrl, activeListUrls: state.activeListUrls.filter((u) => u !== url) }
}

export function enableList(state: ListsState, url: string): ListsState {
  const withList = addList(state, url)
  if (withList.activeListUrls.includes(url)) return withList
  return { ...withList, activeListUrls: [...withList.activeListUrls, url] }
}

export function disableList(state: ListsState, url: string): ListsState {
  if (!state.activeListUrls.includes(url)) return state
  return { ...state, activeListUrls: state.activeListUrls.filter((u) => u !== url) }
}
