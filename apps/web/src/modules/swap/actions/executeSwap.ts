// Sends a swap through SwapRouter02 (spec 01 §7.7, §8) over the one write path
// (modules/transactions sendTransaction: estimate + 20 %, revert-reason replay before the wallet
// is asked). Its failures become the spec's words: a would-be revert its mapped reason, a
// wallet refusal 'Transaction rejected.', any other send failure 'Swap failed: {reason}'.
import type { Address, Client, Hex } from 'viem'
import type { SwapTrade } from '../../quote'
import {
  type ConnectedWalletClient,
  GAS_ESTIMATE_PLUS_20,
  type SentTransaction,
  sendTransaction,
} from '../../transactions'
import type { InputTokenPermit } from '../utils/calldata'
import { toSwapError } from './swapError'

export { SwapError } from './swapError'

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

/** The SDK-built calldata (the SDKs load here, on demand: issue 5 bundle budget). */
export async function swapCalldata(
  params: Pick<
    ExecuteSwapParameters,
    'trade' | 'slippageBps' | 'deadline' | 'recipient' | 'permit'
  > & { from?: Address },
): Promise<{ calldata: Hex; value: bigint }> {
  const { buildSwapCalldata } = await import('../utils/calldata')
  // The sender's own address as recipient is the default recipient (no sweep to self).
  const recipient =
    params.recipient && params.recipient.toLowerCase() !== params.from?.toLowerCase()
      ? params.recipient
      : undefined
  return buildSwapCalldata({ ...params, recipient })
}

/** The plain action (integration tests): calldata, then the write path; throws SwapError. */
export async function executeSwap(params: ExecuteSwapParameters): Promise<ExecuteSwapReturnType> {
  const { walletClient, publicClient, router } = params
  const from = walletClient.account.address
  const { calldata, value } = await swapCalldata({ ...params, from })
  try {
    const sent = await sendTransaction({
      walletClient,
      publicClient,
      to: router,
      data: calldata,
      value,
      gas: GAS_ESTIMATE_PLUS_20,
    })
    return { ...sent, calldata, value }
  } catch (error) {
    throw toSwapError(error)
  }
}
