// spec 02 §2 "An action button (Connect Wallet, Approve A, Approve B, Preview)": approvals for
// each side that is not locked, then Preview — or the form's error text (§5 precedence).
import { useLingui } from '@lingui/react'
import { Button } from '../../../../ui'
import { useOpenModal } from '../../../application'
import { ApproveButton } from '../../../approvals'
import { usePairSafety } from '../../../tokens'
import type { AddFlow } from '../hooks/useAddFlow'
import { ADD_STRINGS as S } from '../strings'

export function AddActions({ flow, onPreview }: { flow: AddFlow; onPreview: () => void }) {
  const { _ } = useLingui()
  const openWallet = useOpenModal('wallet')
  // Issue 35: the pair's tokens tested when chosen; a risky one holds Preview until acknowledged.
  const safety = usePairSafety(flow.chain, [flow.currencyA, flow.currencyB])
  if (!flow.account)
    return (
      <Button block size="large" onClick={openWallet} testId="add-action">
        {flow.error ? _(flow.error) : ''}
      </Button>
    )
  return (
    <div className="v3-add__actions">
      {safety.notices}
      {flow.needsApprovalA && (
        <ApproveButton approval={flow.approvalA} symbol={flow.currencyA?.symbol ?? ''} side="a" />
      )}
      {flow.needsApprovalB && (
        <ApproveButton approval={flow.approvalB} symbol={flow.currencyB?.symbol ?? ''} side="b" />
      )}
      <Button
        block
        size="large"
        disabled={flow.previewDisabled || safety.held}
        onClick={onPreview}
        testId="add-action"
      >
        {flow.error ? _(flow.error) : _(S.preview)}
      </Button>
    </div>
  )
}
