// @vitest-environment jsdom
// A DOM: localStorage and the page's pagehide event.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ALICE, APPROVAL_INFO, details, hashOf, WRAP_INFO } from '../testing/fixtures'
import { persistTransactions } from './persist'
import { parseStoredTransactions, serializeTransactions, TRANSACTIONS_STORAGE_KEY } from './storage'
import { useTransactionsStore } from './store'

const stored = (transactions: unknown, version: unknown = 1) =>
  JSON.stringify({ version, transactions })

describe('stored transactions', () => {
  it('round-trips every field', () => {
    const txs = {
      1: {
        [hashOf(1)]: details({
          lastCheckedBlockNumber: 5,
          receipt: {
            blockHash: hashOf(9),
            blockNumber: 6,
            contractAddress: null,
            from: ALICE,
            status: 0,
            to: ALICE,
            transactionHash: hashOf(1),
            transactionIndex: 2,
          },
          confirmedTime: 1_700_000_001_000,
          failureReason: 'Too little received',
        }),
        [hashOf(2)]: details({ hash: hashOf(2), info: APPROVAL_INFO }),
        [hashOf(3)]: details({
          hash: hashOf(3),
          info: WRAP_INFO,
          replaced: { by: null, detectedTime: 1_700_000_002_000 },
        }),
      },
      10: { [hashOf(4)]: details({ hash: hashOf(4), chainId: 10 }) },
    }
    expect(parseStoredTransactions(serializeTransactions(txs))).toEqual(txs)
  })

  it.each([
    ['nothing stored', null],
    ['not JSON', '{"version":1,'],
    ['a number', '42'],
    ['an array', '[]'],
    ['another version', stored({ 1: { [hashOf(1)]: details() } }, 2)],
    ['no transactions', JSON.stringify({ version: 1 })],
  ])('loads nothing from %s', (_, raw) => {
    expect(parseStoredTransactions(raw)).toEqual({})
  })

  it('drops bad records one by one and keeps the good ones', () => {
    const good = details()
    const raw = stored({
      1: {
        [hashOf(1)]: good,
        [hashOf(2)]: { ...details({ hash: hashOf(2) }), nonce: 1.5 },
        [hashOf(3)]: { ...details({ hash: hashOf(3) }), info: { type: 'swap' } },
        [hashOf(4)]: { ...details({ hash: hashOf(4) }), info: { type: 'teleport' } },
        [hashOf(5)]: { ...details({ hash: hashOf(5) }), from: 'alice' },
        [hashOf(6)]: details({ hash: hashOf(7) }), // key and hash disagree
        [hashOf(8)]: { ...details({ hash: hashOf(8) }), chainId: 10 }, // wrong chain
        [hashOf(9)]: { ...details({ hash: hashOf(9) }), receipt: { status: 1 } },
        [hashOf(10)]: { ...details({ hash: hashOf(10) }), replaced: { by: 'x', detectedTime: 1 } },
        [hashOf(11)]: 'garbage',
      },
      abc: { [hashOf(1)]: good },
      5: 'garbage',
      7: {},
    })
    expect(parseStoredTransactions(raw)).toEqual({ 1: { [hashOf(1)]: good } })
  })

  it('keeps a record whose nonce is unknown (negative)', () => {
    const tx = details({ nonce: -1 })
    expect(parseStoredTransactions(stored({ 1: { [hashOf(1)]: tx } }))).toEqual({
      1: { [hashOf(1)]: tx },
    })
  })

  it('drops a liquidity or governance kind missing its fields (storageInfo.test.ts: each kind)', () => {
    const tx = { ...details(), info: { type: 'collectFees', currencyId0: 'ETH' } }
    expect(parseStoredTransactions(stored({ 1: { [hashOf(1)]: tx } }))).toEqual({})
  })
})

describe('transactions persistence', () => {
  let stop: () => void = () => {}

  beforeEach(() => {
    vi.useFakeTimers()
    localStorage.clear()
    useTransactionsStore.setState({ transactions: {} })
  })

  afterEach(() => {
    stop()
    vi.useRealTimers()
  })

  it('saves 1000 ms after the last change under the versioned key', () => {
    stop = persistTransactions()
    useTransactionsStore.getState().add(details())
    vi.advanceTimersByTime(999)
    expect(localStorage.getItem(TRANSACTIONS_STORAGE_KEY)).toBeNull()
    vi.advanceTimersByTime(1)
    const saved = parseStoredTransactions(localStorage.getItem(TRANSACTIONS_STORAGE_KEY))
    expect(saved[1]?.[hashOf(1)]?.info).toEqual(details().info)
  })

  it('flushes when the page is hidden, so a reload right after sending keeps the record', () => {
    stop = persistTransactions()
    useTransactionsStore.getState().add(details())
    window.dispatchEvent(new Event('pagehide'))
    expect(localStorage.getItem(TRANSACTIONS_STORAGE_KEY)).toContain(hashOf(1))
  })

  it('starts empty from garbage in storage', async () => {
    localStorage.setItem(TRANSACTIONS_STORAGE_KEY, '\u0000not json')
    vi.resetModules()
    const { useTransactionsStore: fresh } = await import('./store')
    expect(fresh.getState().transactions).toEqual({})
  })

  it('starts with the stored transactions', async () => {
    localStorage.setItem(TRANSACTIONS_STORAGE_KEY, stored({ 1: { [hashOf(1)]: details() } }))
    vi.resetModules()
    const { useTransactionsStore: fresh } = await import('./store')
    expect(fresh.getState().transactions[1]?.[hashOf(1)]).toEqual(details())
  })
})
