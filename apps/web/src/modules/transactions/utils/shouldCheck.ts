import type { TransactionDetails } from '../types'

const MINUTE_MS = 60_000

/** A transaction this young is checked on every block (issue 12 #15, the reference's cadence). */
export const YOUNG_TRANSACTION_MINUTES = 5

/**
 * Whether a pending transaction is due for a receipt check at `lastBlockNumber`: at least one
 * block since the last check, and then — by age — every block for the first 5 minutes, more
 * than 2 blocks from 5 to 60 minutes, more than 9 blocks after 60 minutes. A transaction never
 * checked is checked at once.
 *
 * This is the reference interface's `shouldCheck`. Spec 01 §4 "Transactions" maps its two
 * thresholds to the windows the other way round ("within 5 minutes of creation, more than 2
 * blocks; 5 to 60 minutes, at least 1 block"), which left a fresh transaction's toast up to ~3
 * blocks behind the chain; issue 12 #15 settles it for the reference's order: the result of a
 * young transaction shows within one block of being mined.
 */
export function shouldCheck(
  lastBlockNumber: number,
  tx: Pick<TransactionDetails, 'addedTime' | 'lastCheckedBlockNumber'>,
  now: number,
): boolean {
  if (tx.lastCheckedBlockNumber === undefined) return true
  const blocksSinceCheck = lastBlockNumber - tx.lastCheckedBlockNumber
  if (blocksSinceCheck < 1) return false
  const minutesPending = (now - tx.addedTime) / MINUTE_MS
  if (minutesPending > 60) return blocksSinceCheck > 9
  if (minutesPending > YOUNG_TRANSACTION_MINUTES) return blocksSinceCheck > 2
  return true
}

/** Whether `tx` is still in its every-block window at `now`. */
export const isYoungTransaction = (tx: Pick<TransactionDetails, 'addedTime'>, now: number) =>
  (now - tx.addedTime) / MINUTE_MS <= YOUNG_TRANSACTION_MINUTES

/**
 * Block polling while a transaction is young (checked every block, shouldCheck): a third of an
 * L1 slot (12 s), so its result shows within one block of being mined rather than up to one
 * chain poll (15 s, spec 01 §9) later (issue 12 #15). Rollups already poll faster (1 s).
 */
export const YOUNG_BLOCK_POLL_MS = 4_000

/**
 * The block-number polling for a chain polled every `chainPollingMs` (its client's, from
 * ChainInfo.pollingIntervalMs) whose pending transactions are `pending`.
 */
export function blockPollingMs(
  chainPollingMs: number,
  pending: readonly Pick<TransactionDetails, 'addedTime'>[],
  now: number,
): number {
  const young = pending.some((tx) => isYoungTransaction(tx, now))
  return young ? Math.min(chainPollingMs, YOUNG_BLOCK_POLL_MS) : chainPollingMs
}
