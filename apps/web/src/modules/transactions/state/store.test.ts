import { beforeEach, describe, expect, it } from 'vitest'
import { ALICE, BOB, details, hashOf, newTx } from '../testing/fixtures'
import type { TransactionReceiptSummary } from '../types'
import { useTransactionsStore } from './store'

const receipt: TransactionReceiptSummary = {
  blockHash: hashOf(99),
  blockNumber: 120,
  contractAddress: null,
  from: ALICE,
  status: 1,
  to: BOB,
  transactionHash: hashOf(1),
  transactionIndex: 0,
}

const store = () => useTransactionsStore.getState()
const tx = (chainId = 1, hash = hashOf(1)) => store().transactions[chainId]?.[hash]

describe('transactions store', () => {
  beforeEach(() => useTransactionsStore.setState({ transactions: {} }))

  it('adds a record under its chain and hash with the time it was added', () => {
    store().add(newTx(), 1_000)
    expect(tx()).toEqual({ ...newTx(), addedTime: 1_000 })
  })

  it("refuses a duplicate with 'Attempted to add existing transaction.'", () => {
    store().add(newTx())
    expect(() => store().add(newTx({ nonce: 8 }))).toThrow('Attempted to add existing transaction.')
    expect(tx()?.nonce).toBe(newTx().nonce)
  })

  it('accepts the same hash on another chain', () => {
    store().add(newTx())
    store().add(newTx({ chainId: 10 }))
    expect(tx(10)).toBeDefined()
  })

  it("refuses a transaction without hash with 'No transaction hash found.'", () => {
    expect(() => store().add(newTx({ hash: '' as `0x${string}` }))).toThrow(
      'No transaction hash found.',
    )
    expect(store().transactions).toEqual({})
  })

  it('finalizes with the receipt, the confirmation time and a failure reason', () => {
    store().add(newTx())
    store().finalize({
      chainId: 1,
      hash: hashOf(1),
      receipt: { ...receipt, status: 0 },
      failureReason: 'Too little received',
      now: 5_000,
    })
    expect(tx()).toMatchObject({
      receipt: { ...receipt, status: 0 },
      confirmedTime: 5_000,
      failureReason: 'Too little received',
    })
  })

  it('records the block of the last check, never moving it backwards', () => {
    store().add(newTx())
    store().checked({ chainId: 1, hash: hashOf(1), blockNumber: 10 })
    store().checked({ chainId: 1, hash: hashOf(1), blockNumber: 8 })
    expect(tx()?.lastCheckedBlockNumber).toBe(10)
    store().checked({ chainId: 1, hash: hashOf(1), blockNumber: 11 })
    expect(tx()?.lastCheckedBlockNumber).toBe(11)
  })

  it('marks a transaction replaced, with the replacing hash when known', () => {
    store().add(newTx())
    store().add(newTx({ hash: hashOf(2), nonce: 8 }))
    store().replaced({ chainId: 1, hash: hashOf(1), by: hashOf(3), now: 9_000 })
    store().replaced({ chainId: 1, hash: hashOf(2), by: null, now: 9_000 })
    expect(tx()?.replaced).toEqual({ by: hashOf(3), detectedTime: 9_000 })
    expect(tx(1, hashOf(2))?.replaced).toEqual({ by: null, detectedTime: 9_000 })
  })

  it('does not mark a transaction that has a receipt as replaced', () => {
    store().add(newTx())
    store().finalize({ chainId: 1, hash: hashOf(1), receipt })
    store().replaced({ chainId: 1, hash: hashOf(1), by: hashOf(3) })
    expect(tx()?.replaced).toBeUndefined()
  })

  it('ignores updates of a record that was cleared meanwhile', () => {
    const before = store().transactions
    store().finalize({ chainId: 1, hash: hashOf(1), receipt })
    store().checked({ chainId: 1, hash: hashOf(1), blockNumber: 3 })
    expect(store().transactions).toBe(before)
  })

  it("clears a chain's transactions and leaves the other chains", () => {
    store().add(newTx())
    store().add(newTx({ hash: hashOf(2) }))
    store().add(newTx({ chainId: 10 }))
    store().clearAll(1)
    expect(store().transactions).toEqual({ 10: { [hashOf(1)]: expect.any(Object) } })
  })

  it("clears only one account's transactions when asked", () => {
    useTransactionsStore.setState({
      transactions: {
        1: {
          [hashOf(1)]: details(),
          [hashOf(2)]: details({ hash: hashOf(2), from: BOB }),
        },
      },
    })
    store().clearAll(1, ALICE.toLowerCase() as `0x${string}`)
    expect(Object.keys(store().transactions[1] ?? {})).toEqual([hashOf(2)])
    store().clearAll(1, BOB)
    expect(store().transactions).toEqual({})
  })
})
