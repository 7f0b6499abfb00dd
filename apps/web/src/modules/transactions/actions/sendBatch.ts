// Issue 18: approve + action as ONE atomic batch (EIP-5792 `wallet_sendCalls`, version 2.0.0,
// atomicRequired) for wallets that report atomic batching (chain/walletCapabilities). Spec 02
// §6 ("a smart-contract wallet bundles approvals and the add into one multicall") meant Argent's
// multicall in 2022; today's standard for the same thing is EIP-5792, which smart accounts,
// EIP-7702-delegated EOAs and bundler wallets all answer. The batch is then followed with
// `wallet_getCallsStatus` until it is final, and its on-chain transaction hash (from the status
// receipts) is what the transactions store records, so the pending list, the dialog, the receipt
// check and the toasts treat it like any transaction. Loaded on demand with the send path.
import type { Client, Hash } from 'viem'
import { getCallsStatus, getTransaction, sendCalls } from 'viem/actions'
import { extractRevertReason } from '../../../chain/revertReasons'
import { TransactionRejectedError, TransactionSendError } from '../errors'
import { batchOutcome } from '../utils/batchStatus'
import { isWalletRejection } from '../utils/walletRejection'
import {
  applySimulationCheck,
  type ConnectedWalletClient,
  type SentTransaction,
  type SimulationCheck,
  type TransactionCall,
} from './sendTransaction'
import { simulateWrite } from './simulateWrite'

export interface SendBatchParameters {
  walletClient: ConnectedWalletClient
  publicClient: Client
  /** In order: the approvals first, the action last. */
  calls: readonly TransactionCall[]
  /** How often the status is asked (ms). */
  pollIntervalMs?: number
  /** When to give up waiting for the batch to be final (ms). */
  timeoutMs?: number
  /** Issue 35: the flow's check of the simulated outcome (sendTransaction's). */
  check?: SimulationCheck
}

const POLL_MS = 1000
const TIMEOUT_MS = 30 * 60_000

/** Sends the calls as one atomic batch; resolves with the transaction that carried it. */
export async function sendBatch(p: SendBatchParameters): Promise<SentTransaction> {
  const from = p.walletClient.account.address
  // The batch is simulated as its sequence of calls, the approvals first (issue 35).
  const simulation = await simulateWrite(p.publicClient, {
    account: from,
    calls: p.calls,
    chainId: p.walletClient.chain?.id,
  })
  applySimulationCheck(simulation, p.check)
  let id: string
  try {
    ;({ id } = await sendCalls(p.walletClient, {
      account: p.walletClient.account,
      chain: p.walletClient.chain,
      version: '2.0.0',
      forceAtomic: true,
      calls: p.calls.map((c) => ({
        to: c.to,
        data: c.data,
        value: c.value !== undefined && c.value > 0n ? c.value : undefined,
      })),
    }))
  } catch (error) {
    if (isWalletRejection(error)) throw new TransactionRejectedError({ cause: error })
    throw new TransactionSendError(extractRevertReason(error), { cause: error })
  }
  const hash = await finalHash(p, id)
  return { hash, from, nonce: await batchNonce(p.publicClient, hash, from) }
}

async function finalHash(p: SendBatchParameters, id: string): Promise<Hash> {
  const deadline = Date.now() + (p.timeoutMs ?? TIMEOUT_MS)
  for (;;) {
    let status: Awaited<ReturnType<typeof getCallsStatus>> | undefined
    try {
      status = await getCallsStatus(p.walletClient, { id })
    } catch {
      // A wallet may not know the id for a moment after accepting it: ask again.
    }
    const outcome = status ? batchOutcome(status) : { kind: 'pending' as const }
    // A batch mined but reverted still has its transaction: recorded, it settles as failed.
    if (outcome.kind === 'mined') return outcome.hash
    if (outcome.kind === 'failed')
      throw new TransactionSendError(undefined, {
        cause: new Error(`wallet_getCallsStatus ${id}: status ${outcome.statusCode}`),
      })
    if (Date.now() > deadline)
      throw new TransactionSendError(undefined, { cause: new Error(`batch ${id} timed out`) })
    await new Promise((resolve) => setTimeout(resolve, p.pollIntervalMs ?? POLL_MS))
  }
}

/**
 * The nonce to record: the transaction's own when the account sent it (an EIP-7702 EOA); -1
 * (never 'replaced') when another sender carried the batch (a contract account's owner, a
 * bundler), since replacement is told from the recorded sender's nonce.
 */
async function batchNonce(client: Client, hash: Hash, account: string): Promise<number> {
  try {
    const tx = await getTransaction(client, { hash })
    return tx.from.toLowerCase() === account.toLowerCase() ? tx.nonce : -1
  } catch {
    return -1
  }
}
