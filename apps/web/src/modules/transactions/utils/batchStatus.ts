// Issue 18: what a `wallet_getCallsStatus` answer (EIP-5792, as viem parses it) means for the
// transaction record. Final codes: 2xx confirmed, 4xx failed off chain (nothing sent), 5xx
// reverted on chain, 6xx partly reverted. A final answer with receipts names the transaction
// that carried the batch: the action is the last call, so its receipt's hash is recorded (an
// atomic batch has one transaction; a wallet that splits it lists one receipt per transaction).
import type { Hash } from 'viem'

export interface CallsStatusLike {
  status: 'pending' | 'success' | 'failure' | undefined
  statusCode: number
  receipts?: readonly { transactionHash: Hash }[] | undefined
}

export type BatchOutcome =
  | { kind: 'pending' }
  | { kind: 'mined'; hash: Hash }
  | { kind: 'failed'; statusCode: number }

export function batchOutcome(s: CallsStatusLike): BatchOutcome {
  if (s.status === 'pending' || s.status === undefined) return { kind: 'pending' }
  const last = s.receipts?.at(-1)
  if (last) return { kind: 'mined', hash: last.transactionHash }
  // Confirmed without receipts yet: the wallet will list them on a later answer.
  if (s.status === 'success') return { kind: 'pending' }
  return { kind: 'failed', statusCode: s.statusCode }
}
