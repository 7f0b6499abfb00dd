// Issue 18: the approvals a flow sends first in its one atomic EIP-5792 batch (useSendTransaction's
// `approvals`): those of its useApproval results that are to go in the batch, or undefined when
// none is (then the action is sent alone, as without a batching wallet).
import type { BatchApproval } from '../../transactions'

export function batchApprovalsOf(
  ...approvals: readonly { batchApproval: BatchApproval | undefined }[]
): BatchApproval[] | undefined {
  const calls = approvals.flatMap((a) => (a.batchApproval ? [a.batchApproval] : []))
  return calls.length > 0 ? calls : undefined
}
