// The header's More menu (spec 01 §2 Modals: 'menu'): the areas the Swap and Pool links do not
// reach — governance (/vote) and liquidity mining (/uni) — and the active chain's docs and
// analytics. Loaded after the first paint (app/afterPaintParts.ts) and portalled into the
// header's slot, so none of it is in the /swap entry (bench:bundle budget).
import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { Link } from 'wouter'
import { useActiveChain } from '../../modules/network'
import { DropdownMenu, ExternalLinkIcon, MoreHorizontalIcon } from '../../ui'
import { HEADER_MENU_SLOT_ID } from './Header'
import { MENU_STRINGS as S } from './menuStrings'

export function HeaderMenu() {
  const [slot, setSlot] = useState<HTMLElement | null>(null)
  useEffect(() => setSlot(document.getElementById(HEADER_MENU_SLOT_ID)), [])
  return slot && createPortal(<AppMenu />, slot)
}

function AppMenu() {
  const { _ } = useLingui()
  const chain = useActiveChain()
  // A chain without its own docs or analytics (the local devnet) leaves those items out.
  const external = [
    { href: chain.docs, label: _(S.docs) },
    { href: chain.infoLink, label: _(S.analytics) },
  ].filter((item): item is { href: string; label: string } => item.href !== undefined)
  return (
    <DropdownMenu
      button={<MoreHorizontalIcon size={20} />}
      buttonLabel={_(S.button)}
      buttonClassName="header__link header__more"
      testId="header-more"
      menuLabel={_(S.menu)}
    >
      <Link to="/vote" role="menuitem" className="dropdown-menu__item">
        {_(S.vote)}
      </Link>
      <Link to="/uni" role="menuitem" className="dropdown-menu__item">
        {_(S.mining)}
      </Link>
      {external.map(({ href, label }) => (
        <a
          key={label}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          role="menuitem"
          className="dropdown-menu__item"
        >
          {label}
          <ExternalLinkIcon size={14} />
          <span className="visually-hidden">{_(S.opensNewTab)}</span>
        </a>
      ))}
    </DropdownMenu>
  )
}
