import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { listsActions } from '../state/listsActions'
import { parseStoredLists } from '../state/listsStorage'
import { useListsStore } from '../state/listsStore'
import { list, token } from '../testing/fixtures'
import { useChainTokens } from './useActiveTokens'

const ACTIVE = 'https://active.example/l.json'
const OTHER = 'https://other.example/l.json'
const CHAIN = 31337

describe('useChainTokens', () => {
  beforeEach(() => {
    useListsStore.setState(parseStoredLists(null, [ACTIVE, OTHER]), true)
    const actions = listsActions()
    actions.fetchFulfilled(ACTIVE, 'r0', list([1, 0, 0], [token(1), token(2)]))
    actions.disableList(OTHER)
  })

  it("keeps its arrays, and the component quiet, while a list's fetch starts and fails", () => {
    let renders = 0
    const { result } = renderHook(() => {
      renders++
      return useChainTokens(CHAIN)
    })
    const first = result.current
    expect(first.active.map((t) => t.symbol)).toEqual(['T1', 'T2'])
    const before = renders
    act(() => {
      const actions = listsActions()
      actions.fetchPending(OTHER, 'r1')
      actions.fetchRejected(OTHER, 'r1', 'Failed to fetch')
      actions.fetchPending(ACTIVE, 'r2')
    })
    // The store did change (the before), the tokens did not.
    expect(useListsStore.getState().byUrl[OTHER]?.error).toBe('Failed to fetch')
    expect(result.current).toBe(first)
    expect(renders).toBe(before)
  })

  it('re-derives them when a list arrives with tokens', () => {
    const { result } = renderHook(() => useChainTokens(CHAIN))
    const first = result.current
    act(() => {
      listsActions().fetchFulfilled(OTHER, 'r3', list([1, 0, 0], [token(3)], 'Other'))
    })
    expect(result.current).not.toBe(first)
    expect(result.current.inactive.map((t) => t.symbol)).toEqual(['T3'])
    expect(result.current.active.map((t) => t.symbol)).toEqual(['T1', 'T2'])
  })
})
