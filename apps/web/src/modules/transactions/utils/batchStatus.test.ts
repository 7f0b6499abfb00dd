import { describe, expect, it } from 'vitest'
import { batchOutcome } from './batchStatus'

const A = `0x${'a'.repeat(64)}` as const
const B = `0x${'b'.repeat(64)}` as const

describe('a wallet_getCallsStatus answer as a transaction (issue 18)', () => {
  it('pending (1xx) keeps waiting', () => {
    expect(batchOutcome({ status: 'pending', statusCode: 100 })).toEqual({ kind: 'pending' })
    expect(batchOutcome({ status: undefined, statusCode: 0 })).toEqual({ kind: 'pending' })
  })

  it('confirmed (200) maps the batch to the hash of its (last) receipt', () => {
    expect(
      batchOutcome({ status: 'success', statusCode: 200, receipts: [{ transactionHash: A }] }),
    ).toEqual({ kind: 'mined', hash: A })
    expect(
      batchOutcome({
        status: 'success',
        statusCode: 200,
        receipts: [{ transactionHash: A }, { transactionHash: B }],
      }),
    ).toEqual({ kind: 'mined', hash: B })
  })

  it('confirmed but no receipts listed yet keeps waiting', () => {
    expect(batchOutcome({ status: 'success', statusCode: 200, receipts: [] })).toEqual({
      kind: 'pending',
    })
  })

  it('reverted on chain (500) is still a transaction: recorded, it settles as failed', () => {
    expect(
      batchOutcome({ status: 'failure', statusCode: 500, receipts: [{ transactionHash: A }] }),
    ).toEqual({ kind: 'mined', hash: A })
  })

  it('failed off chain (400) without a transaction is a send failure', () => {
    expect(batchOutcome({ status: 'failure', statusCode: 400 })).toEqual({
      kind: 'failed',
      statusCode: 400,
    })
  })
})
