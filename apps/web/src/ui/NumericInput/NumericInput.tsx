import type { ChangeEvent } from 'react'
import { MAX_AMOUNT_INPUT_LENGTH, sanitizeAmountInput } from './amountRules'
import './NumericInput.css'

export interface NumericInputProps {
  value: string
  /** Called with the accepted value only; a refused keystroke leaves the box as it was. */
  onUserInput: (value: string) => void
  /** Names the field for assistive technology. */
  label: string
  /** The token's decimals: more fraction digits than this are refused. */
  decimals?: number
  /** A value being refreshed (a quote): dimmed and aria-busy. */
  loading?: boolean
  disabled?: boolean
  testId?: string
}

/**
 * An amount box (spec 01 §5 "Amount input", issue 11 §2): decimal keyboard on phones, no
 * autocorrect, the shared rule of amountRules.ts. Controlled: a refused edit re-renders nothing,
 * so React puts the previous value back.
 */
export function NumericInput({
  value,
  onUserInput,
  label,
  decimals,
  loading = false,
  disabled,
  testId,
}: NumericInputProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = sanitizeAmountInput(event.currentTarget.value, decimals)
    if (next !== null) onUserInput(next)
  }
  return (
    <input
      className={loading ? 'numeric-input numeric-input--loading' : 'numeric-input'}
      data-testid={testId}
      aria-label={label}
      aria-busy={loading}
      inputMode="decimal"
      autoComplete="off"
      autoCorrect="off"
      spellCheck="false"
      placeholder="0.0"
      maxLength={MAX_AMOUNT_INPUT_LENGTH}
      disabled={disabled}
      value={value}
      onChange={onChange}
    />
  )
}
