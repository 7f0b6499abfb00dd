import { useLingui } from '@lingui/react'
import { type ChangeEvent, useState } from 'react'
import { DEFAULT_DEADLINE_SECONDS } from '../../user'
import { SETTINGS_STRINGS as S } from '../strings'
import {
  acceptDeadlineText,
  deadlineToMinutesText,
  parseDeadlineInput,
} from '../utils/deadlineInput'

export interface DeadlineSettingProps {
  /** Seconds. */
  deadline: number
  onChange: (seconds: number) => void
}

/**
 * spec 01 §5 "Deadline input": whole minutes 1..4320; empty resets to the default; an invalid
 * value turns the box red and stores nothing. The default shows as the placeholder.
 */
export function DeadlineSetting({ deadline, onChange }: DeadlineSettingProps) {
  const { _ } = useLingui()
  const [text, setText] = useState<string | null>(null)
  const [invalid, setInvalid] = useState(false)
  const shown =
    text ?? (deadline === DEFAULT_DEADLINE_SECONDS ? '' : deadlineToMinutesText(deadline))

  // A refused edit re-renders nothing; React puts the controlled value back.
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value
    const accepted = acceptDeadlineText(typed)
    if (accepted === null) return
    setText(accepted)
    const parsed = parseDeadlineInput(accepted)
    setInvalid(parsed.kind === 'invalid')
    if (parsed.kind === 'valid') onChange(parsed.seconds)
    else if (parsed.kind === 'default') onChange(DEFAULT_DEADLINE_SECONDS)
  }

  return (
    <fieldset className="settings__field">
      <legend className="settings__label" title={_(S.deadlineTooltip)}>
        {_(S.deadline)}
      </legend>
      <div className="settings__row">
        <div className={`settings__input-box${invalid ? ' settings__input-box--error' : ''}`}>
          <input
            className="settings__input"
            inputMode="numeric"
            autoComplete="off"
            aria-label={_(S.deadline)}
            aria-invalid={invalid || undefined}
            data-testid="deadline-input"
            placeholder={deadlineToMinutesText(DEFAULT_DEADLINE_SECONDS)}
            value={shown}
            onChange={onInput}
            onBlur={() => {
              setText(null)
              setInvalid(false)
            }}
          />
        </div>
        <span className="settings__unit">{_(S.minutes)}</span>
      </div>
    </fieldset>
  )
}
