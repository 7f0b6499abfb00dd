// What an add (v2, v3), increase or migration says when its send fails (issue 34 "Send failures
// in v2/v3 add and migrate show the raw, untranslated error text"). Spec 02 §8 shows no message
// for a failed liquidity send; Tidepool shows its error dialog (spec 02 §8: title Error, message
// in red, Dismiss) so the user knows nothing was sent, and words it in spec 01 §8's style: a
// revert the contracts explain (the periphery's deadline and minimum checks, the same reasons the
// swap's "Swap revert mapping" reads) becomes its sentence in the user's language; any other
// reason stays quoted inside a translated sentence, never shown bare. A wallet refusal never gets
// here (useTransactionDialog closes the dialog silently, spec 02 §8).
import type { MessageDescriptor } from '@lingui/core'
import { extractRevertReason } from '../../../chain/revertReasons'
import {
  GasEstimateError,
  TRANSACTION_ERRORS as T,
  TransactionRevertError,
  TransactionSendError,
} from '../../transactions'
import { LIQUIDITY_FAILURES as F } from './strings'

/**
 * The contracts' revert strings a user can act on (v2 router, v3 position manager and migrator:
 * v3-periphery's PeripheryValidation and LiquidityManagement), by their spec 01 §8 row.
 */
const KNOWN_REASONS: Readonly<Record<string, MessageDescriptor>> = {
  // spec 01 §8 "Router expired": both routers' deadline checks.
  'UniswapV2Router: EXPIRED': F.expired,
  'Transaction too old': F.expired,
  // spec 01 §8 "Insufficient output …: a message suggesting a higher slippage tolerance": the
  // minimums the add and the migration send (the user's slippage, spec 02 §9).
  'UniswapV2Router: INSUFFICIENT_A_AMOUNT': F.slippage,
  'UniswapV2Router: INSUFFICIENT_B_AMOUNT': F.slippage,
  'Price slippage check': F.slippage,
}

/** The descriptor of a revert's reason: its sentence when known, else the reason quoted. */
function reasonDescriptor(
  reason: string | undefined,
  quoted: MessageDescriptor,
  bare: MessageDescriptor,
): MessageDescriptor {
  if (reason === undefined) return bare
  return KNOWN_REASONS[reason] ?? { ...quoted, values: { reason } }
}

/** spec 01 §8 style: the sentence to show for a failed liquidity send, to translate with `_`. */
export function liquiditySendFailure(error: unknown): MessageDescriptor {
  if (error instanceof TransactionRevertError)
    return reasonDescriptor(error.reason, T.revert, T.revertUnknown)
  if (error instanceof GasEstimateError) return T.estimate
  if (error instanceof TransactionSendError)
    return reasonDescriptor(extractRevertReason(error.cause), T.send, T.sendUnknown)
  // Anything else (a call that could not be built, a batch the wallet dropped) is logged by the
  // dialog; the user reads that nothing was sent.
  return T.sendUnknown
}
