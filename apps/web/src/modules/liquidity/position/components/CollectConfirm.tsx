import { useLingui } from '@lingui/react'
import { Button, Modal, type TokenAmountRow, TokenAmountRows } from '../../../../ui'
import { POSITION_MESSAGES as S } from '../strings'

export interface CollectConfirmProps {
  isOpen: boolean
  onDismiss: () => void
  onConfirm: () => void
  /** The fees the collect pays; each row's testId gains '-confirm'. Null: unknown (none shown). */
  rows: readonly TokenAmountRow[] | null
}

/** spec 02 §4 Collect fees' confirm dialog (v3's and v4's): the fees, what collecting does, Collect. */
export function CollectConfirm({ isOpen, onDismiss, onConfirm, rows }: CollectConfirmProps) {
  const { _ } = useLingui()
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} title={_(S.collectFees)}>
      <div className="position-dialog" data-testid="position-collect-confirm">
        {rows && (
          <TokenAmountRows
            boxed
            rows={rows.map((r) => ({ ...r, testId: `${r.testId}-confirm` }))}
          />
        )}
        <p className="position-dialog__note">{_(S.collectExplainer)}</p>
        <Button block size="large" onClick={onConfirm} testId="position-collect-confirm-button">
          {_(S.collect)}
        </Button>
      </div>
    </Modal>
  )
}
