import { describe, expect, it } from 'vitest'
import type { StoredLists } from '../state/listsStorage'
import type { ListState } from '../types'
import { listsSettled } from './listsSettled'

const empty: ListState = { current: null, pendingUpdate: null, loadingRequestId: null, error: null }
const loaded = { ...empty, current: { name: 'A' } } as unknown as ListState
const failed: ListState = { ...empty, error: 'Failed to fetch list: a' }
const lists = (byUrl: Record<string, ListState>, defaultsSeen = ['a']): StoredLists => ({
  byUrl,
  activeListUrls: Object.keys(byUrl),
  defaultsSeen,
})

describe('listsSettled', () => {
  it('waits until the default lists were merged in', () => {
    expect(listsSettled(lists({}, []))).toBe(false)
    expect(listsSettled(lists({}, ['a']))).toBe(true)
  })

  it('waits while an active list has neither loaded nor failed', () => {
    expect(listsSettled(lists({ a: loaded, b: empty }))).toBe(false)
    expect(listsSettled(lists({ a: loaded, b: { ...empty, loadingRequestId: 'r1' } }))).toBe(false)
    expect(listsSettled(lists({ a: loaded, b: failed }))).toBe(true)
  })
})
