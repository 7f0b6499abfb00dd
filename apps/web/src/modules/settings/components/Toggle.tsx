import { SETTINGS_STRINGS } from '../strings'

export interface ToggleProps {
  /** Names the switch for assistive technology (the row's label). */
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  testId?: string
}

/** An On/Off switch (role="switch"), as the reference's settings toggles. */
export function Toggle({ label, checked, onChange, testId }: ToggleProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      data-testid={testId}
      className="settings__toggle"
      onClick={() => onChange(!checked)}
    >
      <span className="settings__toggle-on" aria-hidden="true">
        {SETTINGS_STRINGS.on}
      </span>
      <span className="settings__toggle-off" aria-hidden="true">
        {SETTINGS_STRINGS.off}
      </span>
    </button>
  )
}
