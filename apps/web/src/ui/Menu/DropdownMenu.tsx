import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useMenuPlacement } from './useMenuPlacement'
import './DropdownMenu.css'

const items = (menu: HTMLElement | null): HTMLElement[] =>
  menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : []

export interface DropdownMenuProps {
  /** The button's content (text and/or icon). */
  button: ReactNode
  /** The button's accessible name when its content is only an icon. */
  buttonLabel?: string
  buttonClassName?: string
  testId?: string
  /** The menu's accessible name. */
  menuLabel: string
  /** The items: links or buttons with role="menuitem" (`dropdown-menu__item` styles them). */
  children: ReactNode
}

/**
 * A button that opens a menu of links (WAI-ARIA menu button): the first item takes the focus,
 * arrow keys, Home and End move through the items, Escape closes and gives the focus back to the
 * button, Tab or a press outside closes, choosing an item closes. Kept inside the viewport by
 * useMenuPlacement (issue 12 #1).
 */
export function DropdownMenu({
  button,
  buttonLabel,
  buttonClassName = 'dropdown-menu__button',
  testId,
  menuLabel,
  children,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const anchor = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  useMenuPlacement(open, { container: root, anchor, menu })

  useEffect(() => {
    if (!open) return
    items(menu.current)[0]?.focus()
    const onPointerDown = (e: PointerEvent) => {
      if (e.target instanceof Node && !root.current?.contains(e.target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const list = items(menu.current)
    const at = list.indexOf(document.activeElement as HTMLElement)
    const move = (to: number) => list[(to + list.length) % list.length]?.focus()
    if (e.key === 'ArrowDown') move(at + 1)
    else if (e.key === 'ArrowUp') move(at - 1)
    else if (e.key === 'Home') move(0)
    else if (e.key === 'End') move(list.length - 1)
    else if (e.key === 'Escape' || e.key === 'Tab') {
      setOpen(false)
      if (e.key === 'Escape') anchor.current?.focus()
    } else return
    e.preventDefault()
  }

  return (
    <div className="dropdown-menu" ref={root}>
      <button
        ref={anchor}
        type="button"
        className={buttonClassName}
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        data-testid={testId}
        onClick={() => setOpen((o) => !o)}
      >
        {button}
      </button>
      {open && (
        <div
          ref={menu}
          id={id}
          role="menu"
          aria-label={menuLabel}
          className="dropdown-menu__menu"
          onKeyDown={onKeyDown}
          onClick={(e) => {
            if (e.target instanceof Element && e.target.closest('[role="menuitem"]')) setOpen(false)
          }}
          tabIndex={-1}
        >
          {children}
        </div>
      )}
    </div>
  )
}
