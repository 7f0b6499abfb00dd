// spec 01 §8 "Swap revert mapping" as Lingui descriptors (verbatim), loaded with the swap's send
// path only (issue 5 bundle budget: chain/revertReasons and viem's error decoding are not needed
// to show the swap screen).
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  GAS_ESTIMATE_UNEXPECTED,
  SWAP_ERROR_MESSAGES,
  TRANSACTION_REJECTED,
} from '../../../chain/revertReasons'

export const SWAP_FAILURE_STRINGS = {
  expired: msg`The transaction could not be sent because the deadline has passed. Please check that your transaction deadline is not too low.`,
  v2Slippage: msg`This transaction will not succeed either due to price movement or fee on transfer. Try increasing your slippage tolerance.`,
  inputTransfer: msg`The input token cannot be transferred. There may be an issue with the input token.`,
  outputTransfer: msg`The output token cannot be transferred. There may be an issue with the output token.`,
  invariantK: msg`The Uniswap invariant x*y=k was not satisfied by the swap. This usually means one of the tokens you are swapping incorporates custom behavior on transfer.`,
  v3Slippage: msg`This transaction will not succeed due to price movement. Try increasing your slippage tolerance. Note: fee on transfer and rebase tokens are incompatible with Uniswap V3.`,
  v3OutputTransfer: msg`The output token cannot be transferred. There may be an issue with the output token. Note: fee on transfer and rebase tokens are incompatible with Uniswap V3.`,
  executionError: msg`An error occurred when trying to execute this swap. You may need to increase your slippage tolerance. If that does not work, there may be an incompatibility with the token you are trading. Note: fee on transfer and rebase tokens are incompatible with Uniswap V3.`,
  routerSlippage: msg`This transaction will not succeed due to price movement. Try increasing your slippage tolerance.`,
  permitExpired: msg`The approval signature has expired. Sign it again to swap.`,
  permitUsed: msg`This approval signature was already used. Sign a new one to swap.`,
  permitInvalid: msg`The approval signature does not match your account. Sign it again to swap.`,
  permit2Allowance: msg`The router’s allowance for this token is too small or has expired. Approve it again to swap.`,
  hookRefused: msg`The pool’s hook refused this swap. Try another amount or route.`,
  unknown: msg`Unknown error. Try increasing your slippage tolerance. Note: fee on transfer and rebase tokens are incompatible with Uniswap V3.`,
  unknownWithReason: msg({
    message:
      'Unknown error: "{reason}". Try increasing your slippage tolerance. Note: fee on transfer and rebase tokens are incompatible with Uniswap V3.',
  }),
  rejected: msg`Transaction rejected.`,
  swapFailed: msg({ message: 'Swap failed: {reason}' }),
  gasEstimate: msg`Unexpected issue with estimating the gas. Please try again.`,
} satisfies Record<string, MessageDescriptor>

/** chain/revertReasons' English sentences (the mapping's output) → their descriptors. */
export const SWAP_FAILURE_BY_TEXT: ReadonlyMap<string, MessageDescriptor> = new Map<
  string,
  MessageDescriptor
>([
  ...(Object.keys(SWAP_ERROR_MESSAGES) as (keyof typeof SWAP_ERROR_MESSAGES)[]).map(
    (key) => [SWAP_ERROR_MESSAGES[key], SWAP_FAILURE_STRINGS[key]] as const,
  ),
  [TRANSACTION_REJECTED, SWAP_FAILURE_STRINGS.rejected],
  [GAS_ESTIMATE_UNEXPECTED, SWAP_FAILURE_STRINGS.gasEstimate],
])
