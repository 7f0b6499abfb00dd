import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Button, Modal, TypedConfirm } from '../../../ui'
import type { PendingImpactConfirmation } from '../hooks/useImpactConfirmation'
import { SWAP_STRINGS as S } from '../strings'

// The texts only this part shows.
const TEXT = {
  // Expert mode confirms (§5 Swap)
  confirmHighImpact: msg({
    message:
      'This swap has a price impact of at least {percent}. Please confirm that you would like to continue with this swap.',
  }),
  confirmVeryHighImpact: msg({
    message:
      'This swap has a price impact of at least {percent}. Please type the word "confirm" to continue with this swap.',
  }),
  // The word the prompt above asks for: translated (the same message as the expert-mode word),
  // so a translated prompt and the word the field accepts agree (issue 18).
  confirmWord: msg`confirm`,
}

export interface ImpactConfirmModalProps extends PendingImpactConfirmation {
  onConfirm: () => void
  onDismiss: () => void
}

/**
 * spec 01 §5 Swap: in expert mode a high price impact is confirmed, a very high one needs the
 * typed word confirm. Both in the page rather than window.confirm/prompt, which in-app wallet
 * browsers often lack: there the swap could never be confirmed.
 */
export function ImpactConfirmModal({
  percent,
  kind,
  onConfirm,
  onDismiss,
}: ImpactConfirmModalProps) {
  const { _ } = useLingui()
  return (
    <Modal isOpen onDismiss={onDismiss} title={_(S.highPriceImpact)}>
      {kind === 'typed' ? (
        <TypedConfirm
          prompt={_({ ...TEXT.confirmVeryHighImpact, values: { percent } })}
          word={_(TEXT.confirmWord)}
          submitLabel={_(S.confirmSwap)}
          onConfirm={onConfirm}
          testId="swap-impact-confirm"
        />
      ) : (
        // Cancel comes first and takes the dialog's initial focus: a stray Enter never swaps.
        <div className="swap-impact-check">
          <p>{_({ ...TEXT.confirmHighImpact, values: { percent } })}</p>
          <div className="swap-impact-check__buttons">
            <Button variant="secondary" block onClick={onDismiss}>
              {_(S.cancel)}
            </Button>
            <Button variant="danger" block testId="swap-impact-confirm" onClick={onConfirm}>
              {_(S.confirmSwap)}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  )
}
