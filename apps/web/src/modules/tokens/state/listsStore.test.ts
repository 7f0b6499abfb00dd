// @vitest-environment jsdom
// A DOM: localStorage.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { list } from '../testing/fixtures'
import { listsActions } from './listsActions'
import { LISTS_STORAGE_KEY, parseStoredLists } from './listsStorage'
import { createListsStore, persistLists } from './listsStore'

const URL_A = 'https://a.example/l.json'
const URL_B = 'https://b.example/l.json'

describe('lists store persistence', () => {
  let stop: () => void = () => {}
  beforeEach(() => {
    vi.useFakeTimers()
    localStorage.clear()
  })
  afterEach(() => {
    stop()
    vi.useRealTimers()
  })

  it('saves once, 1000 ms after the last change, and reloads the same lists', () => {
    const store = createListsStore(parseStoredLists(null, [URL_A]))
    stop = persistLists(store, localStorage)
    listsActions(store).fetchPending(URL_A, 'r1')
    listsActions(store).fetchFulfilled(URL_A, 'r1', list([1, 0, 0]))
    vi.advanceTimersByTime(500)
    listsActions(store).addList(URL_B)
    vi.advanceTimersByTime(999)
    expect(localStorage.getItem(LISTS_STORAGE_KEY)).toBeNull()
    vi.advanceTimersByTime(1)
    const back = parseStoredLists(localStorage.getItem(LISTS_STORAGE_KEY), [URL_A])
    expect(back.byUrl[URL_A]?.current).toEqual(list([1, 0, 0]))
    expect(Object.keys(back.byUrl)).toEqual([URL_A, URL_B])
    expect(back.activeListUrls).toEqual([URL_A])
  })

  it('merges the chain table defaults in once the app knows them', () => {
    const store = createListsStore(parseStoredLists(null, []))
    listsActions(store).initializeDefaults([URL_A])
    expect(store.getState().activeListUrls).toEqual([URL_A])
    listsActions(store).disableList(URL_A)
    listsActions(store).initializeDefaults([URL_A])
    expect(store.getState().activeListUrls).toEqual([])
  })
})
