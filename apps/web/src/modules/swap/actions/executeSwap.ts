// Sends a swap through SwapRouter02 (spec 01 §7.7, §8). Gas is estimated first; when the estimate
// fails, a plain call of the same transaction extracts the revert reason, which is mapped to the
// spec's words and thrown before the wallet is ever asked. A wallet refusal becomes
// 'Transaction rejected.'; any other send failure 'Swap failed: {reason}'.
import type { Address, Client, Hex } from 'viem'
import { call, estimateGas } from 'viem/actions'
import {
  GAS_ESTIMATE_UNEXPECTED,
  isUserRejection,
  swapErrorToUserReadableMessage,
  swapFailedMessage,
  TRANSACTION_REJECTED,
} from '../../../chain/revertReasons'
import {
  type ConnectedWalletClient,
  type SentTransaction,
  sendWalletTransaction,
  withGasMargin,
} from '../../approvals'
import type { SwapTrade } from '../../quote'
import type { InputTokenPermit } from '../utils/calldata'

/** A swap that could not be sent; `message` is the text to show the user (spec 01 §8). */
export class SwapError extends Error {
  override name = 'SwapError'
}

export interface ExecuteSwapParameters {
  walletClient: ConnectedWalletClient
  /** The app's client for the same chain: gas estimate, the revert-reason call, nonce. */
  publicClient: Client
  /** SwapRouter02 on this chain (ChainInfo.contracts.swapRouter02). */
  router: Address
  trade: SwapTrade
  slippageBps: number
  /** Unix seconds (getSwapDeadline). */
  deadline: bigint
  /** Who receives the output; undefined or the sender's own address: the sender. */
  recipient?: Address
  permit?: InputTokenPermit
}

export interface ExecuteSwapReturnType extends SentTransaction {
  calldata: Hex
  value: bigint
}

/**
 * Starts loading the calldata builder (~195 KB gzip of SDKs) ahead of the click, e.g. when the
 * confirm dialog opens, so Confirm does not wait for the download.
 */
/** The SDK-built calldata (the SDKs load here, on demand: issue 5 bundle budget). */
export async function swapCalldata(
  params: Pick<
    ExecuteSwapParameters,
    'trade' | 'slippageBps' | 'deadline' | 'recipient' | 'permit'
  >,
): Promise<{ calldata: Hex; value: bigint }> {
  const { buildSwapCalldata } = await import('../utils/calldata')
  return buildSwapCalldata(params)
}

/**
 * Estimates the swap's gas; on failure replays it as eth_call and throws the mapped reason
 * (spec 01 §8: 'Unexpected issue with estimating the gas. Please try again.' if the call passes).
 */
export async function estimateSwapGas(params: {
  publicClient: Client
  from: Address
  to: Address
  data: Hex
  value: bigint
}): Promise<bigint> {
  const { publicClient, from, to, data, value } = params
  const tx = { account: from, to, data, value: value > 0n ? value : undefined }
  let estimateError: unknown
  try {
    return await estimateGas(publicClient, tx)
  } catch (e) {
    estimateError = e
  }
  try {
    await call(publicClient, tx)
  } catch (callError) {
    throw new SwapError(swapErrorToUserReadableMessage(callError), { cause: callError })
  }
  throw new SwapError(GAS_ESTIMATE_UNEXPECTED, { cause: estimateError })
}

export async function executeSwap(params: ExecuteSwapParameters): Promise<ExecuteSwapReturnType> {
  const { walletClient, publicClient, router } = params
  const from = walletClient.account.address
  const recipient =
    params.recipient && params.recipient.toLowerCase() !== from.toLowerCase()
      ? params.recipient
      : undefined
  const { calldata, value } = await swapCalldata({ ...params, recipient })
  const gas = await estimateSwapGas({ publicClient, from, to: router, data: calldata, value })
  try {
    const sent = await sendWalletTransaction({
      walletClient,
      publicClient,
      to: router,
      data: calldata,
      value,
      gas: withGasMargin(gas),
    })
    return { ...sent, calldata, value }
  } catch (error) {
    if (isUserRejection(error)) throw new SwapError(TRANSACTION_REJECTED, { cause: error })
    throw new SwapError(swapFailedMessage(swapErrorToUserReadableMessage(error)), { cause: error })
  }
}
