// The approval step of a v4 deposit (usePermit2Steps), in order: the token to Permit2, then
// Permit2's allowance to the position manager. Renders nothing when neither is needed.
import { useLingui } from '@lingui/react'
import { Button } from '../../../ui'
import { ApproveButton } from '../../approvals'
import { V4_POSITION_STRINGS as V4 } from '../strings'
import type { Permit2Steps } from './usePermit2Steps'

export function Permit2Step({
  steps,
  symbols,
}: {
  steps: Permit2Steps
  symbols: readonly [string, string]
}) {
  const { _ } = useLingui()
  const { needsApproval, needsAllowance, toPermit2, toManager } = steps
  if (needsApproval !== undefined)
    return (
      <ApproveButton
        approval={toPermit2[needsApproval]}
        symbol={symbols[needsApproval]}
        side={`permit2-${needsApproval}`}
      />
    )
  if (needsAllowance === undefined) return null
  const allowance = toManager[needsAllowance]
  return (
    <Button
      block
      loading={allowance.state === 'PENDING'}
      disabled={allowance.state !== 'NOT_APPROVED'}
      onClick={() => void allowance.approve()}
      testId={`allow-${needsAllowance}`}
    >
      {_({ ...V4.allowManager, values: { symbol: symbols[needsAllowance] } })}
    </Button>
  )
}
