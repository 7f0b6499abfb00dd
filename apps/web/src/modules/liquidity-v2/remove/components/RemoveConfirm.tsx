import { useLingui } from '@lingui/react'
import { Button, Modal, type TokenAmountRow, TokenAmountRows } from '../../../../ui'
import { REMOVE_V2_STRINGS as S } from '../strings'

export interface RemoveConfirmProps {
  isOpen: boolean
  onDismiss: () => void
  onConfirm: () => void
  /** What the burn pays (6 significant digits, spec 02 §9). */
  amounts: readonly TokenAmountRow[]
  /** The LP burned. */
  burned: TokenAmountRow
  /** The v2 removal slippage in percent (spec 02 §9: 5). */
  slippage: string
  price: string
}

/** spec 02 §4 Remove v2: the confirm dialog repeats what comes back and what is burned. */
export function RemoveConfirm(p: RemoveConfirmProps) {
  const { _ } = useLingui()
  return (
    <Modal isOpen={p.isOpen} onDismiss={p.onDismiss} title={_(S.willReceive)}>
      <div className="v2-remove__dialog" data-testid="v2-remove-confirm">
        <TokenAmountRows rows={p.amounts} />
        <p className="v2-remove__note">
          {_({ ...S.outputEstimated, values: { slippage: p.slippage } })}
        </p>
        <TokenAmountRows rows={[p.burned]} />
        <p className="v2-remove__line">
          <span>{_(S.price)}</span>
          <span>{p.price}</span>
        </p>
        <Button block size="large" onClick={p.onConfirm} testId="v2-remove-confirm-button">
          {_(S.confirm)}
        </Button>
      </div>
    </Modal>
  )
}
