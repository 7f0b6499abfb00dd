import { type FormEvent, useEffect, useRef, useState } from 'react'
import './TypedConfirm.css'

export interface TypedConfirmProps {
  /** The instruction; it labels the field (spec texts, e.g. 'Please type the word "confirm" …'). */
  prompt: string
  /** The word the user must type: matched exactly (case-sensitive, not trimmed; spec 01 §5). */
  word: string
  /** The submit button's text. */
  submitLabel: string
  /** Called only once the typed text is the word. */
  onConfirm: () => void
  /** The button's test id; the field's is `${testId}-input`. */
  testId?: string
}

/**
 * A typed-word confirmation inside the page (expert mode's 'confirm', list removal's 'REMOVE').
 * It replaces window.prompt, which in-app wallet browsers (WebViews) often do not implement: there
 * the action would be impossible. The field takes focus when it appears, so the user's next
 * keystrokes go into it, and Enter submits once the word matches.
 */
export function TypedConfirm({ prompt, word, submitLabel, onConfirm, testId }: TypedConfirmProps) {
  const [typed, setTyped] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const matches = typed === word
  useEffect(() => input.current?.focus(), [])
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (matches) onConfirm()
  }
  return (
    <form className="typed-confirm" onSubmit={submit}>
      <label className="typed-confirm__label">
        {prompt}
        <input
          ref={input}
          className="typed-confirm__input"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          data-testid={testId && `${testId}-input`}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
        />
      </label>
      <button type="submit" className="danger-button" data-testid={testId} disabled={!matches}>
        {submitLabel}
      </button>
    </form>
  )
}
