import { useLingui } from '@lingui/react'
import { type ChangeEvent, type ClipboardEvent, useId, useRef, useState } from 'react'
import { PART_STRINGS } from '../partStrings'
import { type AmountRefusal, checkAmountInput, MAX_AMOUNT_INPUT_LENGTH } from './amountRules'
import './NumericInput.css'

export interface NumericInputProps {
  value: string
  /** Called with the accepted value only; a refused edit leaves the box as it was. */
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
 * so React puts the previous value back, and (issue 12 #10) a line under the box says why, read
 * out by screen readers (a polite live region the box points to). The line stays while the user
 * goes on typing — '1e5' ends as '15' with the reason for the missing 'e' still in view — and
 * goes when the box is left or emptied, or its value is set from elsewhere.
 * A paste is checked as a whole before the browser inserts it, so a refused paste changes
 * nothing. Rendered as the box and its message line: in a wrapping flex row (the amount panel)
 * the message takes a line of its own below the row (NumericInput.css).
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
  const { _ } = useLingui()
  const messageId = useId()
  const [refusal, setRefusal] = useState<AmountRefusal | null>(null)
  // A value set from elsewhere (MAX, a quote, another token) ends the refusal's message; the
  // box's own accepted edits keep it.
  const ownValue = useRef(value)
  const [shownValue, setShownValue] = useState(value)
  if (value !== shownValue) {
    setShownValue(value)
    if (value !== ownValue.current || value === '') setRefusal(null)
  }

  const accept = (raw: string): boolean => {
    const check = checkAmountInput(raw, decimals)
    if (!check.ok) {
      setRefusal(check.refusal)
      return false
    }
    ownValue.current = check.value
    onUserInput(check.value)
    return true
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    accept(event.currentTarget.value)
  }

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const box = event.currentTarget
    const pasted = event.clipboardData.getData('text')
    // Surrounding spaces and line breaks come with copied text; they are not part of the amount.
    const text = pasted.trim()
    const start = box.selectionStart ?? box.value.length
    const end = box.selectionEnd ?? start
    const next = box.value.slice(0, start) + text + box.value.slice(end)
    // An accepted paste as it came: the browser inserts it (keeping undo) and onChange takes it.
    if (text === pasted && checkAmountInput(next, decimals).ok) return
    // Otherwise handled here in full: the browser inserts nothing of a refused paste, and a
    // trimmed one goes through the same callback as typing.
    event.preventDefault()
    if (accept(next)) {
      const caret = start + text.length
      requestAnimationFrame(() => box.setSelectionRange(caret, caret))
    }
  }

  const message = refusal === null ? '' : refusalText(refusal)
  function refusalText(r: AmountRefusal): string {
    switch (r) {
      case 'characters':
        return _(PART_STRINGS.amountRefusedCharacters)
      case 'separators':
        return _(PART_STRINGS.amountRefusedSeparators)
      case 'decimals':
        return _({ ...PART_STRINGS.amountRefusedDecimals, values: { decimals: decimals ?? 0 } })
      case 'length':
        return _({ ...PART_STRINGS.amountRefusedLength, values: { max: MAX_AMOUNT_INPUT_LENGTH } })
    }
  }

  return (
    <>
      <input
        className={loading ? 'numeric-input numeric-input--loading' : 'numeric-input'}
        data-testid={testId}
        aria-label={label}
        aria-busy={loading}
        aria-describedby={message ? messageId : undefined}
        inputMode="decimal"
        autoComplete="off"
        autoCorrect="off"
        spellCheck="false"
        placeholder="0.0"
        disabled={disabled}
        value={value}
        onChange={onChange}
        onPaste={onPaste}
        onBlur={() => setRefusal(null)}
      />
      {/* Always in the page: a live region announces what is put into it later. */}
      <span
        id={messageId}
        className="numeric-input__message"
        data-testid={testId ? `${testId}-message` : undefined}
        aria-live="polite"
      >
        {message}
      </span>
    </>
  )
}
