// The liquidity screens' approve button (spec 02 §2 "Approve A, Approve B"; v2 and v3 add): one
// token's approval with its pending state — busy from the click (a signature or the approve
// transaction in the wallet) until useApproval reports the approval mined. While the wallet is
// asked, the approval's simulated outcome shows in a dialog (issue 35, useApprovalPrompt).
import { useLingui } from '@lingui/react'
import { useState } from 'react'
import { Button } from '../../../ui'
import type { UseApprovalReturnType } from '../hooks/useApproval'
import { useApprovalPrompt } from '../hooks/useApprovalPrompt'
import { APPROVAL_STRINGS as S } from '../strings'
import { ApprovalPromptDialog } from './ApprovalPromptDialog'

export interface ApproveButtonProps {
  /** useApproval's (or any step with the same state and action). */
  approval: Pick<UseApprovalReturnType, 'state' | 'approve'>
  symbol: string
  /** Names the button for tests: `approve-${side}`. */
  side: string
}

export function ApproveButton({ approval, symbol, side }: ApproveButtonProps) {
  const { _ } = useLingui()
  const [busy, setBusy] = useState(false)
  const { prompt, run, dismiss } = useApprovalPrompt()
  const pending = approval.state === 'PENDING' || busy
  return (
    <>
      <Button
        block
        size="large"
        loading={pending}
        disabled={approval.state !== 'NOT_APPROVED' && !pending}
        testId={`approve-${side}`}
        onClick={() => {
          setBusy(true)
          run(symbol, approval.approve).then(
            () => setBusy(false),
            () => setBusy(false),
          )
        }}
      >
        {_({ ...(pending ? S.approving : S.approve), values: { symbol } })}
      </Button>
      {prompt && <ApprovalPromptDialog prompt={prompt} onDismiss={dismiss} />}
    </>
  )
}
