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

/** Whether `el` can take the focus back: in the page, enabled, and not inside a dialog. */
function canReturnTo(el: HTMLElement | null | undefined): el is HTMLElement {
  return (
    !!el &&
    el.isConnected &&
    !el.matches(':disabled') &&
    el.closest('[role="dialog"]') === null &&
    el.closest('[inert]') === null
  )
}

/** Where a dialog's focus goes back to: the opener, or the opener's stand-in (issue 12 #3). */
export interface FocusReturn {
  /** The element focused when the dialog opened (captured before its content took focus). */
  opener: HTMLElement | null
  /** The opener's `data-focus-return` key: re-found when the opener was re-rendered anew. */
  key: string | null
  /** A target the caller names (the swap button, the header wallet button). */
  target: () => HTMLElement | null | undefined
}

export function captureOpener(): Pick<FocusReturn, 'opener' | 'key'> {
  const el = document.activeElement
  const opener = el instanceof HTMLElement && el !== document.body ? el : null
  const key = opener?.closest<HTMLElement>('[data-focus-return]')?.dataset.focusReturn ?? null
  return { opener, key }
}

function returnTarget({ opener, key, target }: FocusReturn): HTMLElement | undefined {
  const byKey = () =>
    key === null
      ? null
      : [...document.querySelectorAll<HTMLElement>('[data-focus-return]')].find(
          (el) => el.dataset.focusReturn === key,
        )
  for (const candidate of [target(), opener, byKey()]) if (canReturnTo(candidate)) return candidate
  return undefined
}

const focusLost = () => document.activeElement === null || document.activeElement === document.body

/**
 * Gives the focus back when a dialog closes. Once now, and again after the next frame: the
 * close often re-renders the opener (a new token on the button, a button that was disabled while
 * the dialog was open, the wallet button after connecting) and the browser drops the focus of
 * an element that is replaced or disabled. Never takes it from where something else put it.
 */
export function returnFocus(ret: FocusReturn): void {
  if (focusLost()) returnTarget(ret)?.focus()
  requestAnimationFrame(() => {
    if (focusLost()) returnTarget(ret)?.focus()
  })
}
