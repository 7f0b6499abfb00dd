// Issue 32 "Change range in one transaction", v3: the mint inside the position manager's multicall
// pulls the collected tokens back from the wallet (PeripheryPayments.pay), so each token the new
// position takes needs the wallet's allowance to the manager. Where the wallet batches atomically
// (EIP-5792: useApproval's `batchApproval`), the approvals still needed run first in the same one
// wallet request as the multicall, which stays the only call to the position manager; otherwise
// each is a step the dialog shows before its confirm.
import type { ApprovalState } from '../../../approvals'
import type { BatchApproval } from '../../../transactions'

export interface ChangeRangeApprovalSide {
  /** The most the mint may take of this token (0: it takes none, nothing to allow). */
  amount: bigint
  state: ApprovalState
  batchApproval: BatchApproval | undefined
}

export interface ChangeRangeApprovals {
  /** The sides still to approve as a step of their own, before the confirm. */
  steps: (0 | 1)[]
  /** The approvals to send first in the change's one batch (undefined: none). */
  batch: BatchApproval[] | undefined
}

export function changeRangeApprovals(
  sides: readonly [ChangeRangeApprovalSide, ChangeRangeApprovalSide],
): ChangeRangeApprovals {
  const SIDES = [0, 1] as const
  const needed = SIDES.filter((i) => sides[i].amount > 0n && sides[i].state !== 'APPROVED')
  const steps = needed.filter((i) => sides[i].batchApproval === undefined)
  const batch = needed.flatMap((i) => sides[i].batchApproval ?? [])
  // A step left means the dialog waits for it; the batch then carries only what is still due.
  return { steps, batch: batch.length > 0 ? batch : undefined }
}
