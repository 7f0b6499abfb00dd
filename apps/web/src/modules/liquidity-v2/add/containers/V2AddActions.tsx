// spec 02 §2 v2 add "Approve buttons and a Supply button": an approval of each ERC-20 to the v2
// router that is not approved yet, then Supply — or the form's error (spec 02 §5 order); without
// an account the button opens the wallet modal.
import { useLingui } from '@lingui/react'
import { Button } from '../../../../ui'
import { useOpenModal } from '../../../application'
import { ApproveButton } from '../../../approvals'
import { usePairSafety } from '../../../tokens'
import type { V2AddFlow } from '../hooks/useV2AddFlow'
import { ADD_V2_STRINGS as S } from '../strings'

export function V2AddActions({ flow, onSupply }: { flow: V2AddFlow; onSupply: () => void }) {
  const { _ } = useLingui()
  const openWallet = useOpenModal('wallet')
  // Issue 35: the pair's tokens tested when chosen; a risky one holds Supply until acknowledged.
  const safety = usePairSafety(flow.chain, [flow.currencyA, flow.currencyB])
  if (!flow.account && flow.error && flow.error !== S.unsupportedAsset)
    return (
      <Button block size="large" onClick={openWallet} testId="add-action">
        {_(flow.error)}
      </Button>
    )
  const approvals = flow.needsApprovalA || flow.needsApprovalB
  return (
    <div className="v2-add__actions">
      {safety.notices}
      {approvals && (
        <div className="v2-add__approvals">
          {flow.needsApprovalA && (
            <ApproveButton
              approval={flow.approvalA}
              symbol={flow.currencyA?.symbol ?? ''}
              side="a"
            />
          )}
          {flow.needsApprovalB && (
            <ApproveButton
              approval={flow.approvalB}
              symbol={flow.currencyB?.symbol ?? ''}
              side="b"
            />
          )}
        </div>
      )}
      <Button
        block
        size="large"
        disabled={flow.supplyDisabled || safety.held}
        onClick={onSupply}
        testId="add-action"
      >
        {flow.error ? _(flow.error) : _(S.supply)}
      </Button>
    </div>
  )
}
