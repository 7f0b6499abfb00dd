import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { useTransactionsStore } from '../state/store'
import {
  ALICE,
  APPROVAL_INFO,
  BOB,
  details,
  hashOf,
  newTx,
  ROUTER,
  TOKEN,
} from '../testing/fixtures'
import {
  useHasPendingApproval,
  useIsTransactionPending,
  usePendingCount,
  useTransaction,
  useTransactionAdder,
} from './transactions'

describe('transactions hooks', () => {
  beforeEach(() => useTransactionsStore.setState({ transactions: {} }))

  it('adds through useTransactionAdder and reads it back', () => {
    const { result } = renderHook(() => ({
      add: useTransactionAdder(),
      tx: useTransaction(1, hashOf(1)),
      pending: useIsTransactionPending(hashOf(1)),
    }))
    expect(result.current.tx).toBeUndefined()
    expect(result.current.pending).toBe(false)
    act(() => result.current.add(newTx()))
    expect(result.current.tx?.info).toEqual(newTx().info)
    expect(result.current.pending).toBe(true)
    expect(() => result.current.add(newTx())).toThrow('Attempted to add existing transaction.')
  })

  it("counts the account's pending transactions on a chain", () => {
    useTransactionsStore.setState({
      transactions: {
        1: {
          [hashOf(1)]: details(),
          [hashOf(2)]: details({ hash: hashOf(2), replaced: { by: null, detectedTime: 1 } }),
          [hashOf(3)]: details({ hash: hashOf(3), from: BOB }),
        },
      },
    })
    const { result } = renderHook(() => ({
      mine: usePendingCount(1, ALICE),
      all: usePendingCount(1),
      other: usePendingCount(10, ALICE),
    }))
    expect(result.current).toEqual({ mine: 1, all: 2, other: 0 })
  })

  it('sees a pending approval of the same token and spender', () => {
    useTransactionsStore.setState({
      transactions: { 1: { [hashOf(1)]: details({ info: APPROVAL_INFO, addedTime: Date.now() }) } },
    })
    const { result } = renderHook(() => ({
      same: useHasPendingApproval(1, TOKEN, ROUTER),
      otherSpender: useHasPendingApproval(1, TOKEN, BOB),
      otherChain: useHasPendingApproval(10, TOKEN, ROUTER),
      unknown: useHasPendingApproval(1, undefined, ROUTER),
    }))
    expect(result.current).toEqual({
      same: true,
      otherSpender: false,
      otherChain: false,
      unknown: false,
    })
  })
})
