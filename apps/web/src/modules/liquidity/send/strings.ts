// The failed liquidity send's own sentences (sendFailure.ts): spec 01 §8's, word for word, so
// they share the swap's catalog entries and translations. The rest are the transactions module's
// TRANSACTION_ERRORS.
import { msg } from '@lingui/core/macro'
import type { MessageTable } from '../../../lib/errors'

export const LIQUIDITY_FAILURES = {
  expired: msg`The transaction could not be sent because the deadline has passed. Please check that your transaction deadline is not too low.`,
  slippage: msg`This transaction will not succeed due to price movement. Try increasing your slippage tolerance.`,
} satisfies MessageTable
