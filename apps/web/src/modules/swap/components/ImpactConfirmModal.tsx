import { useLingui } from '@lingui/react'
import { Modal, TypedConfirm } from '../../../ui'
import { SWAP_STRINGS as S } from '../strings'

export interface ImpactConfirmModalProps {
  /** The trade's price impact, formatted ('12.34%'). */
  percent: string
  onConfirm: () => void
  onDismiss: () => void
}

/**
 * spec 01 §5 Swap: in expert mode a price impact at or over the very-high threshold needs the
 * typed word confirm. Typed in the page rather than in window.prompt, which in-app wallet
 * browsers often lack: there the swap could never be confirmed.
 */
export function ImpactConfirmModal({ percent, onConfirm, onDismiss }: ImpactConfirmModalProps) {
  const { _ } = useLingui()
  return (
    <Modal isOpen onDismiss={onDismiss} title={_(S.highPriceImpact)}>
      <TypedConfirm
        prompt={_({ ...S.confirmVeryHighImpact, values: { percent } })}
        word="confirm"
        submitLabel={_(S.confirmSwap)}
        onConfirm={onConfirm}
        testId="swap-impact-confirm"
      />
    </Modal>
  )
}
