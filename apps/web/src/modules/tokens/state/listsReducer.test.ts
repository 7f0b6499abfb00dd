import { describe, expect, it, vi } from 'vitest'
import { list, token } from '../testing/fixtures'
import type { ListsState } from '../types'
import {
  acceptListUpdate,
  addList,
  applyUpdateRules,
  canRemoveList,
  disableList,
  enableList,
  fetchFulfilled,
  fetchPending,
  fetchRejected,
  rejectListUpdate,
  removeList,
} from './listsReducer'
import { NEW_LIST_STATE } from './listsStorage'

const URL_A = 'https://a.example/list.json'
const URL_B = 'https://b.example/list.json'
const empty: ListsState = { byUrl: { [URL_A]: NEW_LIST_STATE }, activeListUrls: [URL_A] }

const fetched = (s: ListsState, url: string, id: string, l = list([1, 0, 0])) =>
  fetchFulfilled(fetchPending(s, url, id), url, id, l)

describe('token list lifecycle (spec 01 §4)', () => {
  it('makes the first list fetched for a URL current', () => {
    const s = fetched(empty, URL_A, 'r1')
    expect(s.byUrl[URL_A]).toMatchObject({
      current: list([1, 0, 0]),
      pendingUpdate: null,
      loadingRequestId: null,
    })
  })

  it('turns a later, newer list into a pendingUpdate', () => {
    const s = fetched(fetched(empty, URL_A, 'r1'), URL_A, 'r2', list([1, 1, 0]))
    expect(s.byUrl[URL_A]?.current?.version.minor).toBe(0)
    expect(s.byUrl[URL_A]?.pendingUpdate?.version.minor).toBe(1)
  })

  it('ignores a list with the same or an older version', () => {
    const s = fetched(fetched(empty, URL_A, 'r1', list([1, 2, 0])), URL_A, 'r2', list([1, 1, 0]))
    expect(s.byUrl[URL_A]?.pendingUpdate).toBeNull()
    expect(s.byUrl[URL_A]?.loadingRequestId).toBeNull()
  })

  it('ignores a stale response when a newer request is in flight', () => {
    const s = fetchPending(fetchPending(empty, URL_A, 'r1'), URL_A, 'r2')
    expect(fetchFulfilled(s, URL_A, 'r1', list([1, 0, 0]))).toBe(s)
    expect(fetchRejected(s, URL_A, 'r1', 'boom')).toBe(s)
  })

  it('keeps cached tokens when a refresh fails', () => {
    const s = fetched(empty, URL_A, 'r1')
    const failed = fetchRejected(
      fetchPending(s, URL_A, 'r2'),
      URL_A,
      'r2',
      'Failed to fetch list: x',
    )
    expect(failed.byUrl[URL_A]).toMatchObject({
      current: list([1, 0, 0]),
      error: 'Failed to fetch list: x',
      loadingRequestId: null,
    })
  })

  it('accepts a pending update, and throws the catalogue message without one', () => {
    const s = fetched(fetched(empty, URL_A, 'r1'), URL_A, 'r2', list([1, 0, 1]))
    const accepted = acceptListUpdate(s, URL_A)
    expect(accepted.byUrl[URL_A]).toMatchObject({ current: list([1, 0, 1]), pendingUpdate: null })
    expect(() => acceptListUpdate(accepted, URL_A)).toThrow(
      'Accept list update called without pending update',
    )
  })

  it('rejects (drops) a pending update and keeps the current list', () => {
    const s = fetched(fetched(empty, URL_A, 'r1'), URL_A, 'r2', list([1, 0, 1]))
    expect(rejectListUpdate(s, URL_A).byUrl[URL_A]).toMatchObject({
      current: list([1, 0, 0]),
      pendingUpdate: null,
    })
  })

  it('applies a covering bump automatically and logs an insufficient one', () => {
    const log = vi.fn()
    const base = fetched(empty, URL_A, 'r1', list([1, 0, 0], [token(1)]))
    const major = fetched(base, URL_A, 'r2', list([2, 0, 0], []))
    expect(applyUpdateRules(major, URL_A, log).byUrl[URL_A]?.current?.version.major).toBe(2)
    const badPatch = fetched(base, URL_A, 'r3', list([1, 0, 1], [token(1), token(2)]))
    const after = applyUpdateRules(badPatch, URL_A, log)
    expect(after.byUrl[URL_A]?.pendingUpdate?.version.patch).toBe(1)
    expect(log).toHaveBeenCalledTimes(1)
  })

  it('adds, enables and disables lists', () => {
    const added = addList(empty, URL_B)
    expect(added.byUrl[URL_B]).toEqual(NEW_LIST_STATE)
    expect(added.activeListUrls).toEqual([URL_A])
    expect(addList(added, URL_B)).toBe(added)
    const on = enableList(added, URL_B)
    expect(on.activeListUrls).toEqual([URL_A, URL_B])
    expect(disableList(on, URL_A).activeListUrls).toEqual([URL_B])
  })

  it('removes a list only when more than one exists', () => {
    expect(canRemoveList(empty)).toBe(false)
    expect(removeList(empty, URL_A)).toBe(empty)
    const two = enableList(empty, URL_B)
    const removed = removeList(two, URL_B)
    expect(Object.keys(removed.byUrl)).toEqual([URL_A])
    expect(removed.activeListUrls).toEqual([URL_A])
  })
})
