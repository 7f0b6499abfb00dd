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
import type { SwapRouterMode } from '../utils/approvalMode'
import type { InputTokenPermit } from '../utils/calldata'
import type { SignedPermit } from '../utils/universalRouter'
import { toSwapError } from './swapError'

export { SwapError } from './swapError'

export interface ExecuteSwapParameters {
  walletClient: ConnectedWalletClient
  /** The app's client for the same chain: gas estimate, the revert-reason call, nonce. */
  publicClient: Client
  /** The mode's router on this chain (routerForMode: SwapRouter02 for 'V2V3'). */
  router: Address
  /** spec 01 §4 approval mode; default 'V2V3' (SwapRouter02). */
  mode?: SwapRouterMode
  trade: SwapTrade
  slippageBps: number
  /** Unix seconds (getSwapDeadline). */
  deadline: bigint
  /** Who receives the output; undefined or the sender's own address: the sender. */
  recipient?: Address
  permit?: InputTokenPermit
  /**
   * Issue 31: through the Universal Router (`router` is its address), carrying the Permit2
   * PermitSingle where the router's allowance needs one.
   */
  universal?: { permit?: SignedPermit }
}

export interface ExecuteSwapReturnType extends SentTransaction {
  calldata: Hex
  value: bigint
}

/** The SDK-built calldata (the SDKs load here, on demand: issue 5 bundle budget). */
export async function swapCalldata(
  params: Pick<
    ExecuteSwapParameters,
    'trade' | 'slippageBps' | 'deadline' | 'recipient' | 'permit' | 'mode' | 'universal'
  > & { from?: Address },
): Promise<{ calldata: Hex; value: bigint }> {
  // The sender's own address as recipient is the default recipient (no sweep to self).
  const recipient =
    params.recipient && params.recipient.toLowerCase() !== params.from?.toLowerCase()
      ? params.recipient
      : undefined
  const { mode = 'V2V3', from } = params
  if (params.universal) {
    const { buildUniversalRouterCalldata } = await import('../utils/universalRouter')
    return buildUniversalRouterCalldata({ ...params, recipient, permit: params.universal.permit })
  }
  if (mode !== 'V2V3') {
    if (!from) throw new Error('The legacy routers need the sender as recipient')
    const { buildLegacyCalldata } = await import('../utils/legacyCalldata')
    return buildLegacyCalldata(mode, { ...params, recipient, from })
  }
  const { buildSwapCalldata } = await import('../utils/calldata')
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
