import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { type ChangeEvent, useId, useRef, useState } from 'react'
import type { SlippageTolerance } from '../../user'
import {
  acceptSlippageText,
  formatBpsAsPercent,
  parseSlippageInput,
  slippageWarning,
} from '../utils/slippageInput'

// The texts only this part shows.
const TEXT = {
  slippageTolerance: msg`Slippage tolerance`,
  slippageTooltip: msg`Your transaction will revert if the price changes unfavorably by more than this percentage.`,
  auto: msg`Auto`,
  customSlippage: msg`Custom slippage tolerance in percent`,
  invalidSlippage: msg`Enter a valid slippage percentage`,
  mayFail: msg`Your transaction may fail`,
  mayFrontrun: msg`Your transaction may be frontrun`,
}

export interface SlippageSettingProps {
  slippage: SlippageTolerance
  /** What Auto means for the current trade (shown as the box's placeholder). */
  autoSlippageBps: number
  onChange: (slippage: SlippageTolerance) => void
}

/**
 * spec 01 §2 / §5 "Slippage input": Auto, or a custom percent. Each keystroke that parses to a
 * valid percent is stored at once (empty → auto). An invalid percent (over 50 %, more than two
 * decimals) is refused at the field (issue 12 #10): 'Enter a valid slippage percentage' shows
 * under the box and the stored setting goes back to what it was when this edit began, so typing
 * 60 never leaves the 6 % typed on the way, and never reaches a transaction. The invalid text
 * and its message stay until the user changes it (or presses Auto); a valid text is shown as the
 * stored value again once the box loses focus. A refused character (a letter) keeps the box as
 * it was and shows the same message.
 */
export function SlippageSetting({ slippage, autoSlippageBps, onChange }: SlippageSettingProps) {
  const { _ } = useLingui()
  const id = useId()
  const messageId = useId()
  const [text, setText] = useState<string | null>(null)
  const [invalid, setInvalid] = useState(false)
  const [refused, setRefused] = useState(false)
  // The stored setting when this edit began: what an invalid value falls back to.
  const beforeEdit = useRef<SlippageTolerance>(slippage)
  const isAuto = slippage === 'auto'
  const shown = text ?? (isAuto ? '' : formatBpsAsPercent(slippage))

  // A refused edit re-renders nothing but the message; React puts the controlled value back.
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value
    const accepted = acceptSlippageText(typed)
    if (accepted === null) {
      setRefused(true)
      return
    }
    setRefused(false)
    setText(accepted)
    const parsed = parseSlippageInput(accepted)
    if (parsed.kind === 'valid') onChange(parsed.bps)
    else if (parsed.kind === 'auto') onChange('auto')
    else onChange(beforeEdit.current)
    // A lone '.' is a percent being typed, not yet an invalid one.
    setInvalid(parsed.kind === 'invalid' && accepted !== '.')
  }

  const warning = invalid ? null : slippageWarning(slippage)
  const error = invalid || refused
  const message = error
    ? _(TEXT.invalidSlippage)
    : warning === 'mayFail'
      ? _(TEXT.mayFail)
      : warning === 'mayFrontrun'
        ? _(TEXT.mayFrontrun)
        : ''

  return (
    <fieldset className="settings__field">
      <legend className="settings__label" title={_(TEXT.slippageTooltip)}>
        {_(TEXT.slippageTolerance)}
      </legend>
      <div className="settings__row">
        <button
          type="button"
          className="settings__auto"
          aria-pressed={isAuto}
          data-testid="slippage-auto"
          onClick={() => {
            setText(null)
            setInvalid(false)
            setRefused(false)
            onChange('auto')
          }}
        >
          {_(TEXT.auto)}
        </button>
        <div
          className={`settings__input-box${error ? ' settings__input-box--error' : warning ? ' settings__input-box--warning' : ''}`}
        >
          <input
            id={id}
            className="settings__input"
            inputMode="decimal"
            autoComplete="off"
            spellCheck="false"
            aria-label={_(TEXT.customSlippage)}
            aria-invalid={invalid || undefined}
            aria-describedby={message ? messageId : undefined}
            data-testid="slippage-input"
            placeholder={formatBpsAsPercent(autoSlippageBps)}
            value={shown}
            onChange={onInput}
            onFocus={() => {
              if (!invalid) beforeEdit.current = slippage
            }}
            onBlur={() => {
              setRefused(false)
              if (invalid) return
              setText(null)
            }}
          />
          <span aria-hidden="true">%</span>
        </div>
      </div>
      {/* Always in the page: a live region announces what is put into it later. */}
      <p
        id={messageId}
        className={`settings__message settings__message--${error ? 'error' : 'warning'}`}
        data-testid="slippage-message"
        aria-live="polite"
      >
        {message}
      </p>
    </fieldset>
  )
}
