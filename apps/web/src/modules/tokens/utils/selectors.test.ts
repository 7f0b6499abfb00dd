import { describe, expect, it } from 'vitest'
import { NEW_LIST_STATE } from '../state/listsStorage'
import { list, token } from '../testing/fixtures'
import type { ListsState } from '../types'
import {
  blockedTokenSet,
  listTokenCount,
  selectActiveTokens,
  selectInactiveTokens,
} from './selectors'

const A = token(1, { symbol: 'A' })
const B = token(2, { symbol: 'B' })
const C = token(3, { symbol: 'C' })
const L2_TOKEN = token(4, { chainId: 412346 })

const state: ListsState = {
  byUrl: {
    one: { ...NEW_LIST_STATE, current: list([1, 0, 0], [A, B, L2_TOKEN], 'One') },
    two: { ...NEW_LIST_STATE, current: list([1, 0, 0], [{ ...B, name: 'B again' }, C], 'Two') },
    off: { ...NEW_LIST_STATE, current: list([1, 0, 0], [C, token(5)], 'Off') },
    loading: NEW_LIST_STATE,
  },
  activeListUrls: ['one', 'two', 'loading'],
}

describe('token selectors', () => {
  it('builds the active set from active lists in order, first list winning, then custom tokens', () => {
    const custom = token(9, { symbol: 'MINE' })
    const active = selectActiveTokens(state, 31337, [custom, { ...A }])
    expect(active.map((t) => [t.symbol, t.listName])).toEqual([
      ['A', 'One'],
      ['B', 'One'],
      ['C', 'Two'],
      ['MINE', undefined],
    ])
  })

  it('lists the inactive lists’ tokens on this chain', () => {
    expect(selectInactiveTokens(state, 31337).map((t) => t.symbol)).toEqual(['C', 'T5'])
    expect(selectInactiveTokens(state, 412346)).toEqual([])
  })

  it('counts a list’s tokens on this chain', () => {
    expect(listTokenCount(state.byUrl.one?.current, 31337)).toBe(2)
    expect(listTokenCount(state.byUrl.one?.current, 412346)).toBe(1)
    expect(listTokenCount(null, 31337)).toBe(0)
  })

  it('builds the blocked set from unsupported lists and extra addresses', () => {
    const set = blockedTokenSet([list([1, 0, 0], [A, L2_TOKEN]), null], 31337, ['0xABC'])
    expect([...set]).toEqual(['0xabc', A.address.toLowerCase()])
  })
})
