// spec 01 §8: what the user reads when a swap cannot be sent, from the write path's failure kinds
// (modules/transactions errors): a would-be revert its mapped reason, an estimate that failed
// for no reason the generic retry text, a wallet refusal 'Transaction rejected.', anything else
// 'Swap failed: {reason}'. The mapping of reasons is chain/revertReasons'; the words are the
// descriptors of strings.ts, translated by the caller's `translate` (English without one).
// Kept as English in `message` without a translator: the integration tests and logs read it.
import type { MessageDescriptor } from '@lingui/core'
import {
  extractRevertReason,
  GAS_ESTIMATE_UNEXPECTED,
  swapErrorToUserReadableMessage,
  swapFailedMessage,
  TRANSACTION_REJECTED,
} from '../../../chain/revertReasons'
import { AppError } from '../../../lib/errors'
import {
  GasEstimateError,
  SimulationMismatchError,
  TransactionRejectedError,
  TransactionRevertError,
} from '../../transactions'
import { SWAP_FAILURE_STRINGS as S, SWAP_FAILURE_BY_TEXT } from './swapFailureStrings'

/** How a swap failed: the write path's failure kind (modules/transactions errors). */
export type SwapErrorCode = 'revert' | 'estimate' | 'rejected' | 'failed'

/** A swap that could not be sent; `message` is the text to show the user (spec 01 §8). */
export class SwapError extends AppError<SwapErrorCode> {
  override name = 'SwapError'
}

export type Translate = (message: MessageDescriptor) => string

/** The descriptor of a mapped revert (spec 01 §8 table), or of 'Unknown error…' with its reason. */
function revertDescriptor(cause: unknown): MessageDescriptor {
  const known = SWAP_FAILURE_BY_TEXT.get(swapErrorToUserReadableMessage(cause))
  if (known) return known
  const reason = extractRevertReason(cause)
  return reason ? { ...S.unknownWithReason, values: { reason } } : S.unknown
}

/** The failure's words: `english` as chain/revertReasons writes them, `descriptor` to translate. */
function describe(
  error: unknown,
  cause: unknown,
): { code: SwapErrorCode; english: string; descriptor: () => MessageDescriptor } {
  if (error instanceof TransactionRevertError)
    return {
      code: 'revert',
      english: swapErrorToUserReadableMessage(cause),
      descriptor: () => revertDescriptor(cause),
    }
  // Issue 35: the simulation paid less than the minimum; its sentence is already the swap's.
  if (error instanceof SimulationMismatchError)
    return {
      code: 'failed',
      english: error.detail,
      descriptor: () => ({ id: error.detail, message: error.detail }),
    }
  if (error instanceof GasEstimateError)
    return { code: 'estimate', english: GAS_ESTIMATE_UNEXPECTED, descriptor: () => S.gasEstimate }
  if (error instanceof TransactionRejectedError)
    return { code: 'rejected', english: TRANSACTION_REJECTED, descriptor: () => S.rejected }
  return {
    code: 'failed',
    english: swapFailedMessage(swapErrorToUserReadableMessage(cause)),
    descriptor: () => S.swapFailed,
  }
}

/**
 * spec 01 §8: the swap's message for a failure of the write path, in the active language when
 * the caller passes its `translate` (the hook's `_`), else in English (the plain action).
 */
export function toSwapError(error: unknown, translate?: Translate): SwapError {
  if (error instanceof SwapError) return error
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error
  const { code, english, descriptor } = describe(error, cause)
  // Without a translator the English text, kept as written (integration tests and logs read it).
  if (!translate) return new SwapError({ code, message: english, cause })
  const message = descriptor()
  const shown =
    message === S.swapFailed
      ? { ...S.swapFailed, values: { reason: translate(revertDescriptor(cause)) } }
      : message
  return new SwapError({ code, descriptor: shown, message: translate(shown), cause })
}
