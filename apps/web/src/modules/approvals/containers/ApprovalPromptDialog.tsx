// Issue 35: the approval's "Waiting for confirmation" (spec 02 §4 transaction dialog) with the
// approval's simulated outcome (hooks/useApprovalPrompt).
import { useLingui } from '@lingui/react'
import { TransactionDialog, TransactionDialogContent } from '../../../ui'
import { useSimulationPreview } from '../../transactions'
import type { ApprovalPromptState } from '../hooks/useApprovalPrompt'
import { APPROVAL_STRINGS as S } from '../strings'

export function ApprovalPromptDialog({
  prompt,
  onDismiss,
  inline = false,
}: {
  prompt: ApprovalPromptState
  onDismiss: () => void
  /** In the flow's own modal (the mining deposit): the body alone, in place of its form. */
  inline?: boolean
}) {
  const { _ } = useLingui()
  const preview = useSimulationPreview(prompt.since)
  const state = {
    status: 'confirm',
    pendingText: _({ ...S.approving, values: { symbol: prompt.symbol } }),
    preview,
  } as const
  return inline ? (
    <TransactionDialogContent state={state} onDismiss={onDismiss} />
  ) : (
    <TransactionDialog isOpen onDismiss={onDismiss} state={state} />
  )
}
