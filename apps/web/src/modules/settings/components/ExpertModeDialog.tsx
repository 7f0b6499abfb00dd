import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useState } from 'react'
import { Modal, TypedConfirm } from '../../../ui'

// The texts only this part shows.
const TEXT = {
  areYouSure: msg`Are you sure?`,
  expertWarning: msg`Expert mode turns off the confirm transaction prompt and allows high slippage trades that often result in bad rates and lost funds.`,
  expertWarningStrong: msg`ONLY USE THIS MODE IF YOU KNOW WHAT YOU ARE DOING.`,
  turnOnExpertMode: msg`Turn On Expert Mode`,
  typeConfirm: msg({ message: 'Please type the word "{word}" to enable expert mode.' }),
  /** The word typed to turn expert mode on; translated with the prompt that quotes it. */
  confirmWord: msg`confirm`,
}

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
    <Modal isOpen={isOpen} onDismiss={onDismiss} title={_(TEXT.areYouSure)}>
      <ExpertModeSteps onConfirm={onConfirm} />
    </Modal>
  )
}

function ExpertModeSteps({ onConfirm }: { onConfirm: () => void }) {
  const { _ } = useLingui()
  const [step, setStep] = useState<'warning' | 'type'>('warning')
  return (
    <div className="settings-expert" data-testid="expert-mode-dialog">
      <p>{_(TEXT.expertWarning)}</p>
      <p className="settings-expert__strong">{_(TEXT.expertWarningStrong)}</p>
      {step === 'warning' ? (
        <button
          type="button"
          className="danger-button"
          data-testid="expert-mode-turn-on"
          onClick={() => setStep('type')}
        >
          {_(TEXT.turnOnExpertMode)}
        </button>
      ) : (
        <TypedConfirm
          prompt={_({ ...TEXT.typeConfirm, values: { word: _(TEXT.confirmWord) } })}
          word={_(TEXT.confirmWord)}
          submitLabel={_(TEXT.turnOnExpertMode)}
          onConfirm={onConfirm}
          testId="expert-mode-confirm"
        />
      )}
    </div>
  )
}
