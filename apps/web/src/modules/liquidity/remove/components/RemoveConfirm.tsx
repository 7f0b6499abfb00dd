import { useLingui } from '@lingui/react'
import { Button, Modal, type TokenAmountRow, TokenAmountRows } from '../../../../ui'
import { POSITION_MESSAGES as S } from '../../position/strings'
import { REMOVE_SLIPPAGE } from '../slippage'

export interface RemoveConfirmProps {
  isOpen: boolean
  onDismiss: () => void
  onConfirm: () => void
  /** What the removal pays (v3's decreaseLiquidity, v4's DECREASE_LIQUIDITY). */
  amounts: readonly TokenAmountRow[]
  /** Fees collected with it, or null when none are owed. */
  fees: readonly TokenAmountRow[] | null
}

/** spec 02 §2: the confirmation repeats the amounts, says fees will also be collected, and has Remove. */
export function RemoveConfirm({ isOpen, onDismiss, onConfirm, amounts, fees }: RemoveConfirmProps) {
  const { _ } = useLingui()
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} title={_(S.removeTitle)}>
      <div className="position-dialog" data-testid="remove-confirm">
        <TokenAmountRows boxed rows={amounts} />
        <p className="position-dialog__note">{_(S.alsoCollectFees)}</p>
        {fees && (
          <TokenAmountRows
            rows={fees.map((r) => ({
              ...r,
              symbol: _({ ...S.feesEarned, values: { symbol: r.symbol } }),
            }))}
          />
        )}
        <p className="position-dialog__note position-dialog__line">
          <span>{_(S.slippage)}</span>
          <span data-testid="remove-slippage">{REMOVE_SLIPPAGE.toFixed(0)}%</span>
        </p>
        <Button block size="large" onClick={onConfirm} testId="remove-confirm-button">
          {_(S.remove)}
        </Button>
      </div>
    </Modal>
  )
}
