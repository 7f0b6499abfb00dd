import type { KeyboardEvent, Ref } from 'react'

/** The picker's text box (search, list location, token address): labelled by its placeholder. */
export function PickerInput({
  placeholder,
  value,
  onChange,
  onKeyDown,
  ref,
}: {
  placeholder: string
  value: string
  onChange: (value: string) => void
  onKeyDown?: (e: KeyboardEvent<HTMLInputElement>) => void
  ref?: Ref<HTMLInputElement>
}) {
  return (
    <input
      ref={ref}
      className="token-picker__search"
      type="text"
      autoComplete="off"
      spellCheck="false"
      placeholder={placeholder}
      aria-label={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={onKeyDown}
    />
  )
}
