import { useLingui } from '@lingui/react'
import { type ChangeEvent, useId, useState } from 'react'
import type { SlippageTolerance } from '../../user'
import { SETTINGS_STRINGS as S } from '../strings'
import {
  acceptSlippageText,
  formatBpsAsPercent,
  parseSlippageInput,
  slippageWarning,
} from '../utils/slippageInput'

export interface SlippageSettingProps {
  slippage: SlippageTolerance
  /** What Auto means for the current trade (shown as the box's placeholder). */
  autoSlippageBps: number
  onChange: (slippage: SlippageTolerance) => void
}

/**
 * spec 01 §2 / §5 "Slippage input": Auto, or a custom percent. Each keystroke stores what it
 * parses to (invalid or empty → auto); the box keeps the typed text until it loses focus, then
 * shows the stored value again.
 */
export function SlippageSetting({ slippage, autoSlippageBps, onChange }: SlippageSettingProps) {
  const { _ } = useLingui()
  const id = useId()
  const [text, setText] = useState<string | null>(null)
  const [invalid, setInvalid] = useState(false)
  const isAuto = slippage === 'auto'
  const shown = text ?? (isAuto ? '' : formatBpsAsPercent(slippage))

  // A refused edit re-renders nothing; React puts the controlled value back.
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value
    const accepted = acceptSlippageText(typed)
    if (accepted === null) return
    setText(accepted)
    const parsed = parseSlippageInput(accepted)
    // spec 01 §5: stored as basis points, falling back to auto when the conversion fails.
    onChange(parsed.kind === 'valid' ? parsed.bps : 'auto')
    setInvalid(parsed.kind === 'invalid' && accepted !== '.')
  }

  const warning = invalid ? null : slippageWarning(slippage)
  const message = invalid
    ? _(S.invalidSlippage)
    : warning === 'mayFail'
      ? _(S.mayFail)
      : warning === 'mayFrontrun'
        ? _(S.mayFrontrun)
        : null

  return (
    <fieldset className="settings__field">
      <legend className="settings__label" title={_(S.slippageTooltip)}>
        {_(S.slippageTolerance)}
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
            onChange('auto')
          }}
        >
          {_(S.auto)}
        </button>
        <div
          className={`settings__input-box${invalid ? ' settings__input-box--error' : warning ? ' settings__input-box--warning' : ''}`}
        >
          <input
            id={id}
            className="settings__input"
            inputMode="decimal"
            autoComplete="off"
            spellCheck="false"
            aria-label={_(S.customSlippage)}
            aria-invalid={invalid || undefined}
            data-testid="slippage-input"
            placeholder={formatBpsAsPercent(autoSlippageBps)}
            value={shown}
            onChange={onInput}
            onBlur={() => {
              setText(null)
              setInvalid(false)
            }}
          />
          <span aria-hidden="true">%</span>
        </div>
      </div>
      {message && (
        <p
          className={`settings__message settings__message--${invalid ? 'error' : 'warning'}`}
          data-testid="slippage-message"
          role="status"
        >
          {message}
        </p>
      )}
    </fieldset>
  )
}
