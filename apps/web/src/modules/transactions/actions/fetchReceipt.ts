// Receipt polling (spec 01 §4 "Transactions"): "on the rollups 10 tries with a random wait of
// 250 to 1000 ms; on other chains 1 try. A receipt check is retried and cancelled when its
// context ends."

import {
  type Client,
  type Hash,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
} from 'viem'
import { getTransactionReceipt } from 'viem/actions'
import { AppError } from '../../../lib/errors'

export interface RetryPolicy {
  tries: number
  minWaitMs: number
  maxWaitMs: number
}

export const ROLLUP_RECEIPT_RETRY: RetryPolicy = { tries: 10, minWaitMs: 250, maxWaitMs: 1_000 }
export const L1_RECEIPT_RETRY: RetryPolicy = { tries: 1, minWaitMs: 0, maxWaitMs: 0 }

/** Rollups (networkType L2) get the retries; every other chain one try. */
export const receiptRetryPolicy = (networkType: 'L1' | 'L2'): RetryPolicy =>
  networkType === 'L2' ? ROLLUP_RECEIPT_RETRY : L1_RECEIPT_RETRY

/** The caller's signal aborted the receipt check (internal: the updater stops quietly). */
export class CheckCancelledError extends AppError<'cancelled'> {
  override name = 'CheckCancelledError'
  constructor() {
    super({ code: 'cancelled', message: 'The receipt check was cancelled' })
  }
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new CheckCancelledError())
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(new CheckCancelledError())
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/** One receipt read: null while the node has none (viem throws for that case). */
export async function readReceipt(client: Client, hash: Hash): Promise<TransactionReceipt | null> {
  try {
    return await getTransactionReceipt(client, { hash })
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return null
    throw error
  }
}

/**
 * The receipt of `hash`, trying up to `policy.tries` times with a random wait in between; null
 * when every try found none. Node errors are thrown (the caller checks again on a later block);
 * an aborted `signal` rejects with CheckCancelledError.
 */
export async function fetchReceipt({
  client,
  hash,
  policy,
  signal,
  random = Math.random,
}: {
  client: Client
  hash: Hash
  policy: RetryPolicy
  signal?: AbortSignal
  random?: () => number
}): Promise<TransactionReceipt | null> {
  for (let attempt = 1; ; attempt++) {
    if (signal?.aborted) throw new CheckCancelledError()
    const receipt = await readReceipt(client, hash)
    if (signal?.aborted) throw new CheckCancelledError()
    if (receipt || attempt >= policy.tries) return receipt
    await sleep(policy.minWaitMs + random() * (policy.maxWaitMs - policy.minWaitMs), signal)
  }
}
