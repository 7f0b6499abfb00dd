// useSendTransaction's work, loaded on demand with the send path (issue 5 bundle budget): the
// deadline for calls that take one, the send with its gas rule, and the rejection rule.
import type { Client } from 'viem'
import { connectedWalletClient } from '../../wallet'
import { TransactionRejectedError } from '../errors'
import type { GasRule } from '../gasRules'
import { type BatchApproval, batchApprovalCalls } from '../utils/batchApproval'
import {
  type SentTransaction,
  type SimulationCheck,
  sendTransaction,
  type TransactionCall,
} from './sendTransaction'
import { getTransactionDeadline } from './transactionDeadline'

export interface SendRequestParameters {
  chainId: number
  publicClient: Client
  account: `0x${string}`
  call:
    | TransactionCall
    | ((context: { deadline: bigint }) => TransactionCall | Promise<TransactionCall>)
  gas: GasRule | undefined
  /** Seconds from now for the deadline (transactionDeadlineSeconds of the user's setting). */
  deadlineSeconds: number
  onRejection: 'silent' | 'throw'
  /**
   * Issue 18: approvals the wallet runs first in the same atomic EIP-5792 batch; only given
   * when the wallet reports atomic batching (useAtomicBatching).
   */
  approvals?: readonly BatchApproval[]
  /** Issue 35: the flow's check of the simulated outcome (sendTransaction's `check`). */
  check?: SimulationCheck
}

/** Sends; null when the wallet refused and the flow is silent about it (spec 02 §8). */
export async function sendRequest(p: SendRequestParameters): Promise<SentTransaction | null> {
  const walletClient = await connectedWalletClient(p.chainId, p.account)
  const call =
    typeof p.call === 'function'
      ? await p.call({
          deadline: await getTransactionDeadline({
            client: p.publicClient,
            seconds: p.deadlineSeconds,
          }),
        })
      : p.call
  try {
    if (p.approvals && p.approvals.length > 0) {
      // The approvals cannot be estimated apart from the action (it needs their allowance):
      // the wallet estimates and simulates the batch as a whole.
      const { sendBatch } = await import('./sendBatch')
      return await sendBatch({
        walletClient,
        publicClient: p.publicClient,
        calls: [...p.approvals.flatMap(batchApprovalCalls), call],
        check: p.check,
      })
    }
    return await sendTransaction({
      walletClient,
      publicClient: p.publicClient,
      ...call,
      gas: p.gas,
      check: p.check,
    })
  } catch (error) {
    if (error instanceof TransactionRejectedError && p.onRejection === 'silent') return null
    throw error
  }
}
