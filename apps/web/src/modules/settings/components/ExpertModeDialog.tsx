import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Modal } from '../../../ui'
import { SETTINGS_STRINGS as S } from '../strings'

export interface ExpertModeDialogProps {
  isOpen: boolean
  onDismiss: () => void
  /** Called only after the warning was acknowledged and the word confirm typed. */
  onConfirm: () => void
}

/**
 * spec 01 §2 / §5 "Expert mode": 'Are you sure?' with the risk, then the user types the word
 * confirm. The word is typed into the dialog rather than a window.prompt: in-app wallet
 * browsers (WebViews) often do not implement prompt, which would make expert mode impossible
 * to turn on there; a field in the dialog also keeps focus, styling and Esc in one place.
 */
export function ExpertModeDialog({ isOpen, onDismiss, onConfirm }: ExpertModeDialogProps) {
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} title={S.areYouSure}>
      <ExpertModeSteps onConfirm={onConfirm} />
    </Modal>
  )
}

function ExpertModeSteps({ onConfirm }: { onConfirm: () => void }) {
  const [step, setStep] = useState<'warning' | 'type'>('warning')
  const [typed, setTyped] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)
  const matches = typed === S.confirmWord

  // The field appears with the second step: the user's next keystrokes go into it.
  useEffect(() => {
    if (step === 'type') inputRef.current?.focus()
  }, [step])

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (matches) onConfirm()
  }

  return (
    <div className="settings-expert" data-testid="expert-mode-dialog">
      <p>{S.expertWarning}</p>
      <p className="settings-expert__strong">{S.expertWarningStrong}</p>
      {step === 'warning' ? (
        <button
          type="button"
          className="settings-expert__button"
          data-testid="expert-mode-turn-on"
          onClick={() => setStep('type')}
        >
          {S.turnOnExpertMode}
        </button>
      ) : (
        <form className="settings-expert__form" onSubmit={submit}>
          <label className="settings-expert__label">
            {S.typeConfirm}
            <input
              ref={inputRef}
              className="settings-expert__input"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              data-testid="expert-mode-confirm-input"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </label>
          <button
            type="submit"
            className="settings-expert__button"
            data-testid="expert-mode-confirm"
            disabled={!matches}
          >
            {S.turnOnExpertMode}
          </button>
        </form>
      )}
    </div>
  )
}
