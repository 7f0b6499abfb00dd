import type { KeyboardEvent } from 'react'

/** The picker's text box (search, list location, token address): labelled by its placeholder. */
export function PickerInput({
  placeholder,
  value,
  onChange,
  onKeyDown,
}: {
  placeholder: string
  value: string
  onChange: (value: string) => void
  onKeyDown?: (e: KeyboardEvent<HTMLInputElement>) => void
}) {
  return (
    <input
      className="token-picker__search"
      type="text"
      autoComplete="off"
      spellCheck={false}
      placeholder={placeholder}
      aria-label={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={onKeyDown}
    />
  )
}
