import { afterAll, describe, expect, it } from 'vitest'
import { activateLocale, i18n } from '../../../i18n'
import {
  GasEstimateError,
  TransactionRejectedError,
  TransactionRevertError,
  TransactionSendError,
} from '../../transactions'
import { liquiditySendFailure } from './sendFailure'

const revert = (reason: string | undefined) =>
  new TransactionRevertError(reason, { cause: new Error(`execution reverted: ${reason}`) })
const text = (error: unknown) => i18n._(liquiditySendFailure(error))

describe('liquiditySendFailure', () => {
  afterAll(() => activateLocale('en-US'))

  it('explains the deadline revert of both routers as spec 01 §8 "Router expired"', () => {
    for (const reason of ['UniswapV2Router: EXPIRED', 'Transaction too old'])
      expect(text(revert(reason))).toBe(
        'The transaction could not be sent because the deadline has passed. Please check that your transaction deadline is not too low.',
      )
  })

  it('suggests a higher slippage tolerance when a minimum of the add or the migration fails', () => {
    for (const reason of [
      'UniswapV2Router: INSUFFICIENT_A_AMOUNT',
      'UniswapV2Router: INSUFFICIENT_B_AMOUNT',
      'Price slippage check',
    ])
      expect(text(revert(reason))).toBe(
        'This transaction will not succeed due to price movement. Try increasing your slippage tolerance.',
      )
  })

  it('quotes a reason it does not know inside a sentence, never bare', () => {
    expect(text(revert('LOK'))).toBe('This transaction would fail: LOK')
    expect(text(revert(undefined))).toBe('This transaction would fail.')
  })

  it('reads a send failure’s reason from its cause (the node’s or the wallet’s error)', () => {
    const send = new TransactionSendError('x', {
      cause: { message: 'outer', error: { message: 'execution reverted: Transaction too old' } },
    })
    expect(text(send)).toContain('the deadline has passed')
    const nonce = new TransactionSendError('nonce too low', { cause: new Error('nonce too low') })
    expect(text(nonce)).toBe('The transaction could not be sent: nonce too low')
  })

  it('says only that nothing was sent for an estimate failure or anything else', () => {
    expect(text(new GasEstimateError({ cause: new Error('x') }))).toBe(
      'The network fee could not be estimated. Please try again.',
    )
    expect(text(new Error('Cannot read properties of undefined'))).toBe(
      'The transaction could not be sent.',
    )
    // Refusals are closed before they get here; should one arrive it still reads as not sent.
    expect(text(new TransactionRejectedError({ cause: { code: 4001 } }))).toBe(
      'The transaction could not be sent.',
    )
  })

  it('is translated: German under de-DE, the reason quoted as the contract wrote it', async () => {
    await activateLocale('de-DE')
    expect(text(revert('Price slippage check'))).not.toContain('price movement')
    expect(text(revert('Price slippage check'))).toMatch(/Slippage|Preis/i)
    expect(text(revert('LOK'))).toBe('Diese Transaktion würde fehlschlagen: LOK')
    expect(text(new Error('boom'))).toBe('Die Transaktion konnte nicht gesendet werden.')
  })
})
