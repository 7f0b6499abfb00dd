import type { KeyboardEvent } from 'react'

/**
 * The index a roving-tabindex group (tabs, segmented control, presets) moves to on a key, or null
 * for keys it does not handle. Arrows wrap; Home/End jump to the ends. In right-to-left text the
 * left arrow moves forward, as the items are laid out mirrored (WAI-ARIA APG, tabs pattern).
 */
export function nextRovingIndex(
  key: string,
  current: number,
  count: number,
  rtl = false,
): number | null {
  if (count === 0) return null
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
  const back = rtl ? 'ArrowRight' : 'ArrowLeft'
  if (key === forward || key === 'ArrowDown') return (current + 1) % count
  if (key === back || key === 'ArrowUp') return (current - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}

/** Handles a key on a group's item: focuses and returns the next index (the caller selects it). */
export function moveRovingFocus(
  event: KeyboardEvent<HTMLElement>,
  current: number,
  items: readonly (HTMLElement | null)[],
): number | null {
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
  const next = nextRovingIndex(event.key, current, items.length, rtl)
  if (next === null) return null
  event.preventDefault()
  items[next]?.focus()
  return next
}
