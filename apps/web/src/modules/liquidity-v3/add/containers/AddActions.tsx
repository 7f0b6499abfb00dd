// spec 02 §2 "An action button (Connect Wallet, Approve A, Approve B, Preview)": approvals for
// each side that is not locked, then Preview — or the form's error text (§5 precedence).
import { useLingui } from '@lingui/react'
import { useState } from 'react'
import { Button } from '../../../../ui'
import { useOpenModal } from '../../../application'
import type { UseApprovalReturnType } from '../../../approvals'
import type { AddFlow } from '../hooks/useAddFlow'
import { ADD_STRINGS as S } from '../strings'

function ApproveButton({
  approval,
  symbol,
  side,
}: {
  approval: UseApprovalReturnType
  symbol: string
  side: string
}) {
  const { _ } = useLingui()
  const [busy, setBusy] = useState(false)
  const pending = approval.state === 'PENDING' || busy
  return (
    <Button
      block
      size="large"
      loading={pending}
      disabled={approval.state !== 'NOT_APPROVED' && !pending}
      testId={`approve-${side}`}
      onClick={() => {
        setBusy(true)
        approval.approve().then(
          () => setBusy(false),
          () => setBusy(false),
        )
      }}
    >
      {_({ ...(pending ? S.approving : S.approve), values: { symbol } })}
    </Button>
  )
}

export function AddActions({ flow, onPreview }: { flow: AddFlow; onPreview: () => void }) {
  const { _ } = useLingui()
  const openWallet = useOpenModal('wallet')
  if (!flow.account)
    return (
      <Button block size="large" onClick={openWallet} testId="add-action">
        {flow.error ? _(flow.error) : ''}
      </Button>
    )
  return (
    <div className="v3-add__actions">
      {flow.needsApprovalA && (
        <ApproveButton approval={flow.approvalA} symbol={flow.currencyA?.symbol ?? ''} side="a" />
      )}
      {flow.needsApprovalB && (
        <ApproveButton approval={flow.approvalB} symbol={flow.currencyB?.symbol ?? ''} side="b" />
      )}
      <Button
        block
        size="large"
        disabled={flow.previewDisabled}
        onClick={onPreview}
        testId="add-action"
      >
        {flow.error ? _(flow.error) : _(S.preview)}
      </Button>
    </div>
  )
}
