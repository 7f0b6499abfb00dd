// One check of a pending transaction (spec 01 §4 "Transactions": checked at a block number, then
// a receipt records confirmation; otherwise lastCheckedBlockNumber is updated), extended with
// replacement detection and, for a failed swap, its revert reason.
import type { Client, Hash, TransactionReceipt } from 'viem'
import { getBlockNumber } from 'viem/actions'
import type { TransactionDetails, TransactionReceiptSummary } from '../types'
import { fetchReceipt, type RetryPolicy, readReceipt } from './fetchReceipt'
import { createMinedNonceReader, findReplacement, type MinedNonceReader } from './findReplacement'
import { replayRevertError } from './replayRevertReason'

export type CheckOutcome =
  | { kind: 'pending' }
  | { kind: 'mined'; receipt: TransactionReceiptSummary; failureReason?: string }
  | { kind: 'replaced'; by: Hash | null }

/** The receipt fields of spec 01 §3, JSON-safe. */
export function summarizeReceipt(r: TransactionReceipt): TransactionReceiptSummary {
  return {
    blockHash: r.blockHash,
    blockNumber: Number(r.blockNumber),
    contractAddress: r.contractAddress ?? null,
    from: r.from,
    status: r.status === 'success' ? 1 : 0,
    to: r.to,
    transactionHash: r.transactionHash,
    transactionIndex: r.transactionIndex,
  }
}

export interface CheckTransactionParameters {
  client: Client
  tx: Pick<TransactionDetails, 'hash' | 'from' | 'nonce' | 'info' | 'lastCheckedBlockNumber'>
  policy: RetryPolicy
  /** Maps a failed swap's replayed error to the user's words (spec 01 §8 swap revert mapping). */
  describeSwapError: (error: unknown) => string
  /** Shared by the checks of one block (one read per sender); by default this check's own. */
  minedNonce?: MinedNonceReader
  signal?: AbortSignal
}

export async function checkTransaction({
  client,
  tx,
  policy,
  describeSwapError,
  minedNonce = createMinedNonceReader(client),
  signal,
}: CheckTransactionParameters): Promise<CheckOutcome> {
  let receipt = await fetchReceipt({ client, hash: tx.hash, policy, signal })
  if (!receipt) {
    // Without a known nonce a replacement cannot be told from a transaction still waiting.
    if (tx.nonce < 0 || (await minedNonce(tx.from)) <= tx.nonce) return { kind: 'pending' }
    // The nonce is used. Ours may have been mined between the two reads: look once more.
    receipt = await readReceipt(client, tx.hash)
    if (!receipt) {
      const latest = await getBlockNumber(client, { cacheTime: 0 })
      const by = await findReplacement({
        client,
        from: tx.from,
        nonce: tx.nonce,
        fromBlock:
          tx.lastCheckedBlockNumber === undefined ? undefined : BigInt(tx.lastCheckedBlockNumber),
        toBlock: latest,
      })
      if (by?.toLowerCase() !== tx.hash.toLowerCase()) return { kind: 'replaced', by }
      receipt = await readReceipt(client, tx.hash) // a lagging node behind a load balancer
      if (!receipt) return { kind: 'pending' }
    }
  }
  const summary = summarizeReceipt(receipt)
  if (receipt.status === 'success' || tx.info.type !== 'swap')
    return { kind: 'mined', receipt: summary }
  const error = await replayRevertError({
    client,
    hash: tx.hash,
    blockNumber: receipt.blockNumber,
  })
  return error === undefined
    ? { kind: 'mined', receipt: summary }
    : { kind: 'mined', receipt: summary, failureReason: describeSwapError(error) }
}
