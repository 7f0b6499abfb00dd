import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { type ChangeEvent, useId, useRef, useState } from 'react'
import { DEADLINE_RANGE_SECONDS, DEFAULT_DEADLINE_SECONDS } from '../../user'
import {
  acceptDeadlineText,
  deadlineToMinutesText,
  parseDeadlineInput,
} from '../utils/deadlineInput'

// The texts only this part shows.
const TEXT = {
  deadline: msg`Transaction deadline`,
  deadlineTooltip: msg`Your transaction will revert if it is pending for more than this period of time.`,
  minutes: msg`minutes`,
  // Issue 12 #10: spec 01 §5 gives the deadline range (1 to 4320 minutes) but no text for it.
  invalidDeadline: msg({ message: 'Enter a deadline between {min} and {max} minutes' }),
}

export interface DeadlineSettingProps {
  /** Seconds. */
  deadline: number
  onChange: (seconds: number) => void
}

/**
 * spec 01 §5 "Deadline input": whole minutes 1..4320; empty resets to the default, shown as the
 * placeholder. A value outside the range is refused at the field (issue 12 #10): a message naming
 * the range (the spec has no text for it) shows under the box, and the stored deadline goes back
 * to what it was when this edit began (typing 9999 never leaves the 999 typed on the way), so it
 * never reaches a transaction. The invalid text and its message stay until the user changes it;
 * a refused character (not a digit) keeps the box as it was and shows the same message.
 */
export function DeadlineSetting({ deadline, onChange }: DeadlineSettingProps) {
  const { _ } = useLingui()
  const messageId = useId()
  const [text, setText] = useState<string | null>(null)
  const [invalid, setInvalid] = useState(false)
  const [refused, setRefused] = useState(false)
  // The stored deadline when this edit began: what an invalid value falls back to.
  const beforeEdit = useRef(deadline)
  const shown =
    text ?? (deadline === DEFAULT_DEADLINE_SECONDS ? '' : deadlineToMinutesText(deadline))

  // A refused edit re-renders nothing but the message; React puts the controlled value back.
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const accepted = acceptDeadlineText(event.currentTarget.value)
    if (accepted === null) {
      setRefused(true)
      return
    }
    setRefused(false)
    setText(accepted)
    const parsed = parseDeadlineInput(accepted)
    setInvalid(parsed.kind === 'invalid')
    if (parsed.kind === 'valid') onChange(parsed.seconds)
    else if (parsed.kind === 'default') onChange(DEFAULT_DEADLINE_SECONDS)
    else if (deadline !== beforeEdit.current) onChange(beforeEdit.current)
  }

  const error = invalid || refused
  const message = error
    ? _({
        ...TEXT.invalidDeadline,
        values: {
          min: DEADLINE_RANGE_SECONDS.min / 60,
          max: DEADLINE_RANGE_SECONDS.max / 60,
        },
      })
    : ''

  return (
    <fieldset className="settings__field">
      <legend className="settings__label" title={_(TEXT.deadlineTooltip)}>
        {_(TEXT.deadline)}
      </legend>
      <div className="settings__row">
        <div className={`settings__input-box${error ? ' settings__input-box--error' : ''}`}>
          <input
            className="settings__input"
            inputMode="numeric"
            autoComplete="off"
            aria-label={_(TEXT.deadline)}
            aria-invalid={invalid || undefined}
            aria-describedby={message ? messageId : undefined}
            data-testid="deadline-input"
            placeholder={deadlineToMinutesText(DEFAULT_DEADLINE_SECONDS)}
            value={shown}
            onChange={onInput}
            onFocus={() => {
              if (!invalid) beforeEdit.current = deadline
            }}
            onBlur={() => {
              setRefused(false)
              if (invalid) return
              setText(null)
            }}
          />
        </div>
        <span className="settings__unit">{_(TEXT.minutes)}</span>
      </div>
      {/* Always in the page: a live region announces what is put into it later. */}
      <p
        id={messageId}
        className="settings__message settings__message--error"
        data-testid="deadline-message"
        aria-live="polite"
      >
        {message}
      </p>
    </fieldset>
  )
}
