import { useLingui } from '@lingui/react'
import { Badge, type BadgeTone } from '../../../ui'
import type { ProposalState } from '../common/proposalState'
import { GOVERNANCE_STRINGS as S } from '../strings'

const TONE: Record<ProposalState, BadgeTone> = {
  pending: 'info',
  active: 'info',
  canceled: 'neutral',
  defeated: 'error',
  succeeded: 'success',
  queued: 'warning',
  expired: 'neutral',
  executed: 'success',
  undetermined: 'neutral',
}

/** spec 02 §4 'Governance proposal statuses', as read from the governor's state(). */
export function StatusBadge({ state }: { state: ProposalState }) {
  const { _ } = useLingui()
  return (
    <Badge tone={TONE[state]} dot status={state} testId="proposal-status">
      {_(S[state])}
    </Badge>
  )
}
