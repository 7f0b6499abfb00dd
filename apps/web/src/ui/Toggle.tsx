import { useLingui } from '@lingui/react'
import { UI_STRINGS } from './strings'
import './Toggle.css'

export interface ToggleProps {
  /** Names the switch for assistive technology (the row's label, or the list's name). */
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  testId?: string
  /** The state's text; 'On' / 'Off' unless the screen's spec words it otherwise ('ON' / 'OFF'). */
  stateText?: { on: string; off: string }
}

/**
 * An On/Off switch (role="switch"): the settings toggles and the token lists' ON/OFF. Its text is
 * the current state only, so what it reads and what it says agree.
 */
export function Toggle({ label, checked, onChange, testId, stateText }: ToggleProps) {
  const { _ } = useLingui()
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      data-testid={testId}
      className="toggle"
      onClick={() => onChange(!checked)}
    >
      {stateText
        ? checked
          ? stateText.on
          : stateText.off
        : _(checked ? UI_STRINGS.on : UI_STRINGS.off)}
    </button>
  )
}
