import { type ReactNode, useId, useRef } from 'react'
import { moveRovingFocus } from './rovingKeys'
import './Tabs.css'

export interface TabItem<T extends string> {
  value: T
  label: string
  /** The panel shown while this tab is selected. */
  content: ReactNode
  testId?: string
}

export interface TabsProps<T extends string> {
  /** Names the tab list for assistive technology. */
  label: string
  items: readonly TabItem<T>[]
  value: T
  onChange: (value: T) => void
}

/**
 * Tabs with their panel (WAI-ARIA APG tabs, automatic activation): one Tab stop on the selected
 * tab, arrows/Home/End select another, Tab then moves into the panel.
 */
export function Tabs<T extends string>({ label, items, value, onChange }: TabsProps<T>) {
  const id = useId()
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const selectedIndex = Math.max(
    0,
    items.findIndex((t) => t.value === value),
  )
  const selected = items[selectedIndex]
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
        {items.map((item, i) => (
          <button
            key={item.value}
            ref={(el) => {
              refs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === selectedIndex}
            aria-controls={`${id}-panel`}
            tabIndex={i === selectedIndex ? 0 : -1}
            className="tabs__tab"
            data-testid={item.testId}
            onClick={() => onChange(item.value)}
            onKeyDown={(e) => {
              const next = moveRovingFocus(e, i, refs.current)
              const picked = next === null ? undefined : items[next]
              if (picked) onChange(picked.value)
            }}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${selectedIndex}`}
        className="tabs__panel"
      >
        {selected?.content}
      </div>
    </div>
  )
}
