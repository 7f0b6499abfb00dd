const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.hasAttribute('inert'),
  )
}

/**
 * Keeps Tab and Shift+Tab inside `root` (the basics of a focus trap: wrap at both ends, and pull
 * focus back in if it escaped).
 */
export function trapTab(e: KeyboardEvent, root: HTMLElement): void {
  if (e.key !== 'Tab') return
  const items = focusableIn(root)
  const first = items[0]
  const last = items.at(-1)
  if (!first || !last) {
    e.preventDefault()
    root.focus()
    return
  }
  const active = document.activeElement
  const inside = active instanceof Node && root.contains(active)
  if (e.shiftKey && (active === first || !inside)) {
    e.preventDefault()
    last.focus()
  } else if (!e.shiftKey && (active === last || !inside)) {
    e.preventDefault()
    first.focus()
  }
}
