// Why a send through sendTransaction failed (ARCHITECTURE "modules/transactions": the one write
// path). One class per kind under TransactionError, itself an AppError (lib/errors: a code and a
// translatable sentence from TRANSACTION_ERRORS), so a flow maps every failure with one
// `instanceof` and its own message table (the swap: spec 01 §8; liquidity and governance: spec 02
// §8, mostly silent) and shows the generic sentence for what it does not map.
import { AppError } from '../../lib/errors'
import { TRANSACTION_ERRORS } from './strings'

export type TransactionErrorCode = 'rejected' | 'revert' | 'estimate' | 'send' | 'mismatch'

export class TransactionError extends AppError<TransactionErrorCode> {
  override name = 'TransactionError'
}

/**
 * The wallet refused (EIP-1193 code 4001 and its variants, anywhere in the cause chain).
 * spec 02 §8: silently ignored; spec 01 §8 shows 'Transaction rejected.' on a swap.
 */
export class TransactionRejectedError extends TransactionError {
  override name = 'TransactionRejectedError'
  constructor(options: { cause: unknown }) {
    super({ code: 'rejected', descriptor: TRANSACTION_ERRORS.rejected, cause: options.cause })
  }
}

/**
 * The gas estimate failed and the same call, replayed as eth_call, reverted: the transaction
 * would fail. `reason` is the decoded revert string (chain/revertReasons), when there is one.
 */
export class TransactionRevertError extends TransactionError {
  override name = 'TransactionRevertError'
  readonly reason: string | undefined
  constructor(reason: string | undefined, options: { cause: unknown }) {
    super(
      reason
        ? { code: 'revert', descriptor: TRANSACTION_ERRORS.revert, values: { reason }, ...options }
        : { code: 'revert', descriptor: TRANSACTION_ERRORS.revertUnknown, ...options },
    )
    this.reason = reason
  }
}

/** The gas estimate failed but the replayed call passed: nothing to tell the user but retry. */
export class GasEstimateError extends TransactionError {
  override name = 'GasEstimateError'
  constructor(options: { cause: unknown }) {
    super({ code: 'estimate', descriptor: TRANSACTION_ERRORS.estimate, cause: options.cause })
  }
}

/** The wallet or the node failed to send it for another reason (the cause says which). */
export class TransactionSendError extends TransactionError {
  override name = 'TransactionSendError'
  constructor(reason: string | undefined, options: { cause: unknown }) {
    super(
      reason
        ? { code: 'send', descriptor: TRANSACTION_ERRORS.send, values: { reason }, ...options }
        : { code: 'send', descriptor: TRANSACTION_ERRORS.sendUnknown, ...options },
    )
  }
}

/**
 * Issue 35: the simulation succeeded but disagrees with what the flow previewed (a swap would
 * deliver less than its minimum): the send is blocked before the wallet is asked. `detail` is
 * the flow's own sentence saying how.
 */
export class SimulationMismatchError extends TransactionError {
  override name = 'SimulationMismatchError'
  readonly detail: string
  constructor(detail: string) {
    super({ code: 'mismatch', descriptor: TRANSACTION_ERRORS.mismatch, values: { detail } })
    this.detail = detail
  }
}
