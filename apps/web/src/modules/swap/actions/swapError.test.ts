import { encodeErrorResult, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  GasEstimateError,
  TransactionRejectedError,
  TransactionRevertError,
  TransactionSendError,
} from '../../transactions'
import { toSwapError } from './swapError'

const reverted = (reason: string) => ({
  code: 3,
  message: 'execution reverted',
  data: encodeErrorResult({
    abi: parseAbi(['error Error(string)']),
    errorName: 'Error',
    args: [reason],
  }),
})
const revert = (reason: string) => new TransactionRevertError(reason, { cause: reverted(reason) })
/** Marks each text so the test sees it went through the translator. */
const translate = (m: { message?: string; id: string; values?: Record<string, unknown> }) =>
  `«${(m.message ?? m.id).replace(/\{(\w+)\}/g, (_, k: string) => String(m.values?.[k]))}»`

describe('toSwapError: the write path failures in the words of spec 01 §8', () => {
  it('English without a translator (the plain action, as before)', () => {
    expect(toSwapError(revert('Too little received')).message).toMatch(
      /^This transaction will not succeed due to price movement/,
    )
    expect(toSwapError(new TransactionRejectedError({ cause: { code: 4001 } })).message).toBe(
      'Transaction rejected.',
    )
    expect(toSwapError(new GasEstimateError({ cause: new Error('e') })).message).toBe(
      'Unexpected issue with estimating the gas. Please try again.',
    )
    expect(
      toSwapError(new TransactionSendError(undefined, { cause: new Error('nonce too low') }))
        .message,
    ).toMatch(/^Swap failed: Unknown error: "nonce too low"/)
  })

  it('through the translator when given (every row, nested reasons included)', () => {
    expect(toSwapError(revert('Transaction too old'), translate).message).toMatch(
      /^«The transaction could not be sent because the deadline has passed/,
    )
    expect(toSwapError(revert('weird'), translate).message).toMatch(/^«Unknown error: "weird"\./)
    expect(
      toSwapError(new TransactionRejectedError({ cause: { code: 4001 } }), translate).message,
    ).toBe('«Transaction rejected.»')
    expect(
      toSwapError(new TransactionSendError(undefined, { cause: new Error('boom') }), translate)
        .message,
    ).toMatch(/^«Swap failed: «Unknown error: "boom"/)
  })
})
