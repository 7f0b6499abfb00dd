import { afterEach, describe, expect, it, vi } from 'vitest'
import { listsActions } from '../state/listsActions'
import { parseStoredLists } from '../state/listsStorage'
import { createListsStore } from '../state/listsStore'
import { list, token } from '../testing/fixtures'
import { LIST_REFRESH_MS, scheduleListRefresh, updateList } from './updateList'

const URL_A = 'http://127.0.0.1:8547/tokenlist.json'
const newStore = () => createListsStore(parseStoredLists(null, [URL_A]))

afterEach(() => {
  vi.useRealTimers()
})

describe('updateList', () => {
  it('stores the first list as current', async () => {
    const store = newStore()
    await updateList({ store, url: URL_A, fetchList: async () => list([1, 0, 0]) })
    expect(store.getState().byUrl[URL_A]?.current?.version.major).toBe(1)
  })

  it('applies a major update automatically and keeps an uncovered patch pending (logged)', async () => {
    const store = newStore()
    const log = vi.fn()
    await updateList({ store, url: URL_A, fetchList: async () => list([1, 0, 0], [token(1)]), log })
    await updateList({
      store,
      url: URL_A,
      fetchList: async () => list([1, 0, 1], [token(1), token(2)]),
      log,
    })
    expect(store.getState().byUrl[URL_A]?.pendingUpdate?.version.patch).toBe(1)
    expect(log).toHaveBeenCalledTimes(1)
    listsActions(store).acceptListUpdate(URL_A)
    expect(store.getState().byUrl[URL_A]?.current?.tokens).toHaveLength(2)
    await updateList({ store, url: URL_A, fetchList: async () => list([2, 0, 0], []), log })
    expect(store.getState().byUrl[URL_A]?.current?.version.major).toBe(2)
  })

  it('records a failure and keeps the cached tokens', async () => {
    const store = newStore()
    const log = vi.fn()
    await updateList({ store, url: URL_A, fetchList: async () => list([1, 0, 0]), log })
    const result = await updateList({
      store,
      url: URL_A,
      fetchList: () => Promise.reject(new Error(`Failed to fetch list: ${URL_A}`)),
      log,
    })
    expect(result).toBeNull()
    expect(store.getState().byUrl[URL_A]).toMatchObject({
      current: list([1, 0, 0]),
      error: `Failed to fetch list: ${URL_A}`,
    })
    expect(log).toHaveBeenCalledWith(`Failed to fetch list: ${URL_A}`)
  })
})

describe('scheduleListRefresh', () => {
  it('refreshes every list now and every 10 minutes', async () => {
    vi.useFakeTimers()
    const store = newStore()
    const fetchList = vi.fn(async () => list([1, 0, 0]))
    const stop = scheduleListRefresh({ store, fetchList })
    expect(LIST_REFRESH_MS).toBe(600_000)
    expect(fetchList).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(599_999)
    expect(fetchList).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchList).toHaveBeenCalledTimes(2)
    stop()
    await vi.advanceTimersByTimeAsync(600_000)
    expect(fetchList).toHaveBeenCalledTimes(2)
  })
})
