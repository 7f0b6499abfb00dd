import { useRef } from 'react'
import { moveRovingFocus } from './rovingKeys'
import './Tabs.css'

export interface SegmentOption<T extends string> {
  value: T
  label: string
  testId?: string
}

export interface SegmentedControlProps<T extends string> {
  /** Names the group for assistive technology. */
  label: string
  options: readonly SegmentOption<T>[]
  value: T
  onChange: (value: T) => void
  size?: 'small' | 'medium'
  /** Stretch the segments over the full width. */
  block?: boolean
}

/**
 * A choice of a few values (Simple / Detailed, fee tiers, rate direction): a radio group with one
 * Tab stop; arrow keys, Home and End move the choice (roving tabindex, WAI-ARIA APG radio group).
 */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
  size = 'medium',
  block = false,
}: SegmentedControlProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const selected = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  )
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={`segmented segmented--${size}${block ? ' segmented--block' : ''}`}
    >
      {options.map((option, i) => (
        // biome-ignore lint/a11y/useSemanticElements: a button as radio keeps the segment look and roving focus (WAI-ARIA APG radio group)
        <button
          key={option.value}
          ref={(el) => {
            refs.current[i] = el
          }}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          tabIndex={i === selected ? 0 : -1}
          className="segmented__option"
          data-testid={option.testId}
          onClick={() => onChange(option.value)}
          onKeyDown={(e) => {
            const next = moveRovingFocus(e, i, refs.current)
            const picked = next === null ? undefined : options[next]
            if (picked) onChange(picked.value)
          }}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}
