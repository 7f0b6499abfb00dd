import { useLingui } from '@lingui/react'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'wouter'
import { ChevronDownIcon, ExternalLinkIcon, useMenuPlacement } from '../../../../ui'
import { POSITIONS_STRINGS as S } from '../strings'

/** spec 02 §2 More menu: the external Learn link (Uniswap's docs on concentrated liquidity). */
export const LEARN_URL = 'https://docs.uniswap.org/concepts/protocol/concentrated-liquidity'

const items = (menu: HTMLElement | null): HTMLElement[] =>
  menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : []

/**
 * The More menu of spec 02 §2 Pools Overview: Create a pool (/add/ETH), Migrate (/migrate/v2),
 * V2 liquidity (/pool/v2) and Learn; kept in the viewport by ui useMenuPlacement, arrow keys,
 * Home/End, Escape and a press outside to close.
 */
export function MoreMenu() {
  const { _ } = useLingui()
  const [open, setOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  useMenuPlacement(open, { container: root, anchor: button, menu })

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
      if (e.key === 'Escape') button.current?.focus()
    } else return
    e.preventDefault()
  }
  const close = () => setOpen(false)

  return (
    <div className="positions-more" ref={root}>
      <button
        ref={button}
        type="button"
        className="positions-more__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        data-testid="positions-more"
        onClick={() => setOpen((o) => !o)}
      >
        {_(S.more)}
        <ChevronDownIcon size={16} />
      </button>
      {open && (
        <div
          ref={menu}
          id={id}
          role="menu"
          aria-label={_(S.moreMenu)}
          className="positions-more__menu"
          onKeyDown={onKeyDown}
          tabIndex={-1}
        >
          <Link to="/add/ETH" role="menuitem" className="positions-more__item" onClick={close}>
            {_(S.createPool)}
          </Link>
          <Link to="/migrate/v2" role="menuitem" className="positions-more__item" onClick={close}>
            {_(S.migrate)}
          </Link>
          <Link to="/pool/v2" role="menuitem" className="positions-more__item" onClick={close}>
            {_(S.v2Liquidity)}
          </Link>
          <a
            href={LEARN_URL}
            target="_blank"
            rel="noopener noreferrer"
            role="menuitem"
            className="positions-more__item"
            onClick={close}
          >
            {_(S.learn)}
            <ExternalLinkIcon size={14} />
            <span className="visually-hidden">{_(S.opensNewTab)}</span>
          </a>
        </div>
      )}
    </div>
  )
}
