import { useLingui } from '@lingui/react'
import { useState } from 'react'
import { Modal, TypedConfirm } from '../../../ui'
import { SETTINGS_STRINGS as S } from '../strings'

export interface ExpertModeDialogProps {
  isOpen: boolean
  onDismiss: () => void
  /** Called only after the warning was acknowledged and the word confirm typed. */
  onConfirm: () => void
}

/**
 * spec 01 §2 / §5 "Expert mode": 'Are you sure?' with the risk, then the user types the word
 * confirm, in the dialog (ui/TypedConfirm: window.prompt is missing in many wallet browsers).
 */
export function ExpertModeDialog({ isOpen, onDismiss, onConfirm }: ExpertModeDialogProps) {
  const { _ } = useLingui()
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} title={_(S.areYouSure)}>
      <ExpertModeSteps onConfirm={onConfirm} />
    </Modal>
  )
}

function ExpertModeSteps({ onConfirm }: { onConfirm: () => void }) {
  const { _ } = useLingui()
  const [step, setStep] = useState<'warning' | 'type'>('warning')
  return (
    <div className="settings-expert" data-testid="expert-mode-dialog">
      <p>{_(S.expertWarning)}</p>
      <p className="settings-expert__strong">{_(S.expertWarningStrong)}</p>
      {step === 'warning' ? (
        <button
          type="button"
          className="danger-button"
          data-testid="expert-mode-turn-on"
          onClick={() => setStep('type')}
        >
          {_(S.turnOnExpertMode)}
        </button>
      ) : (
        <TypedConfirm
          prompt={_({ ...S.typeConfirm, values: { word: _(S.confirmWord) } })}
          word={_(S.confirmWord)}
          submitLabel={_(S.turnOnExpertMode)}
          onConfirm={onConfirm}
          testId="expert-mode-confirm"
        />
      )}
    </div>
  )
}
