import { describe, expect, it } from 'vitest'
import { ALICE, details, hashOf } from '../testing/fixtures'
import type { TransactionReceiptSummary } from '../types'
import { newestFirst, transactionStatus } from './status'

const receipt = (status: 0 | 1 | undefined): TransactionReceiptSummary => ({
  blockHash: hashOf(9),
  blockNumber: 1,
  contractAddress: null,
  from: ALICE,
  ...(status === undefined ? {} : { status }),
  to: ALICE,
  transactionHash: hashOf(1),
  transactionIndex: 0,
})

// spec 01 §4: pending when no receipt; success when status is 1 or undefined; otherwise failed.
describe('transaction status', () => {
  it('is pending without receipt', () => {
    expect(transactionStatus(details())).toBe('pending')
  })
  it('is success with status 1 or no status', () => {
    expect(transactionStatus(details({ receipt: receipt(1) }))).toBe('success')
    expect(transactionStatus(details({ receipt: receipt(undefined) }))).toBe('success')
  })
  it('is failed with status 0', () => {
    expect(transactionStatus(details({ receipt: receipt(0) }))).toBe('failed')
  })
  it('is replaced when its nonce went to another transaction', () => {
    expect(transactionStatus(details({ replaced: { by: null, detectedTime: 1 } }))).toBe('replaced')
  })
  it('sorts newest first', () => {
    const a = details({ hash: hashOf(1), addedTime: 1 })
    const b = details({ hash: hashOf(2), addedTime: 3 })
    const c = details({ hash: hashOf(3), addedTime: 2 })
    expect(newestFirst([a, b, c]).map((t) => t.hash)).toEqual([b.hash, c.hash, a.hash])
  })
})
