import { describe, expect, it } from 'vitest'
import { list } from '../testing/fixtures'
import {
  LISTS_STORAGE_KEY,
  mergeDefaultLists,
  NEW_LIST_STATE,
  parseStoredLists,
  serializeLists,
} from './listsStorage'

const DEFAULTS = ['http://127.0.0.1:8547/tokenlist.json', 'https://tokens.example']

describe('stored token lists', () => {
  it('uses a versioned key', () => {
    expect(LISTS_STORAGE_KEY).toBe('tidepool.lists:v1')
  })

  it.each([
    ['nothing stored', null],
    ['invalid JSON', '{not json'],
    ['a number', '42'],
    ['an array', '[1,2]'],
    ['another version', JSON.stringify({ version: 99, byUrl: {} })],
    ['byUrl not an object', JSON.stringify({ version: 1, byUrl: 'x' })],
  ])('migrates garbage (%s) to the defaults, all active', (_, raw) => {
    expect(parseStoredLists(raw, DEFAULTS)).toEqual({
      byUrl: Object.fromEntries(DEFAULTS.map((u) => [u, NEW_LIST_STATE])),
      activeListUrls: DEFAULTS,
      defaultsSeen: DEFAULTS,
    })
  })

  it('drops a corrupt list entry but keeps the others', () => {
    const good = list([1, 0, 0])
    const raw = JSON.stringify({
      version: 1,
      byUrl: {
        a: { current: good, pendingUpdate: { tokens: 'nope' }, error: 7, loadingRequestId: 'r9' },
        b: 'garbage',
      },
      activeListUrls: ['a', 'a', 'ghost', 3],
      defaultsSeen: DEFAULTS,
    })
    const s = parseStoredLists(raw, DEFAULTS)
    expect(s.byUrl.a).toEqual({
      current: good,
      pendingUpdate: null,
      loadingRequestId: null,
      error: null,
    })
    expect(s.byUrl.b).toEqual(NEW_LIST_STATE)
    // activeListUrls was not a string array: nothing active, and known defaults stay off.
    expect(s.activeListUrls).toEqual([])
  })

  it('round-trips through serialize, without in-flight request ids', () => {
    const s = parseStoredLists(null, DEFAULTS)
    const withList = {
      ...s,
      byUrl: {
        ...s.byUrl,
        x: { current: list([1, 2, 3]), pendingUpdate: null, loadingRequestId: 'r1', error: null },
      },
      activeListUrls: [...s.activeListUrls, 'x'],
    }
    const back = parseStoredLists(serializeLists(withList), DEFAULTS)
    expect(back.byUrl.x).toEqual({ ...withList.byUrl.x, loadingRequestId: null })
    expect(back.activeListUrls).toEqual(withList.activeListUrls)
  })

  it('activates a new default list once, and respects a default the user turned off', () => {
    const s = { ...parseStoredLists(null, DEFAULTS), activeListUrls: [] }
    expect(mergeDefaultLists(s, DEFAULTS)).toBe(s)
    const next = mergeDefaultLists(s, [...DEFAULTS, 'new'])
    expect(next.activeListUrls).toEqual(['new'])
    expect(next.byUrl.new).toEqual(NEW_LIST_STATE)
  })
})
