// spec 01 §8: what the user reads when a swap cannot be sent, from the write path's failure kinds
// (modules/transactions errors): a would-be revert its mapped reason, an estimate that failed
// for no reason the generic retry text, a wallet refusal 'Transaction rejected.', anything else
// 'Swap failed: {reason}'.
import {
  GAS_ESTIMATE_UNEXPECTED,
  swapErrorToUserReadableMessage,
  swapFailedMessage,
  TRANSACTION_REJECTED,
} from '../../../chain/revertReasons'
import {
  GasEstimateError,
  TransactionRejectedError,
  TransactionRevertError,
} from '../../transactions'

/** A swap that could not be sent; `message` is the text to show the user (spec 01 §8). */
export class SwapError extends Error {
  override name = 'SwapError'
}

/** spec 01 §8: the swap's message for a failure of the write path. */
export function toSwapError(error: unknown): SwapError {
  if (error instanceof SwapError) return error
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error
  if (error instanceof TransactionRevertError)
    return new SwapError(swapErrorToUserReadableMessage(cause), { cause })
  if (error instanceof GasEstimateError) return new SwapError(GAS_ESTIMATE_UNEXPECTED, { cause })
  if (error instanceof TransactionRejectedError)
    return new SwapError(TRANSACTION_REJECTED, { cause })
  return new SwapError(swapFailedMessage(swapErrorToUserReadableMessage(cause)), { cause })
}
