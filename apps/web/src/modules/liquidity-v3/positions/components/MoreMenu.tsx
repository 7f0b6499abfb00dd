import { useLingui } from '@lingui/react'
import { Link } from 'wouter'
import { ChevronDownIcon, DropdownMenu, ExternalLinkIcon } from '../../../../ui'
import { useActiveChain } from '../../../network'
import { POSITIONS_STRINGS as S } from '../strings'

/** spec 02 §2 More menu: the external Learn link (Uniswap's docs on concentrated liquidity). */
export const LEARN_URL = 'https://docs.uniswap.org/concepts/protocol/concentrated-liquidity'

/**
 * The More menu of spec 02 §2 Pools Overview: Create a pool (/add/ETH), a new v4 position where
 * the chain has v4 (/add/v4/ETH, issue 32), Migrate (/migrate/v2), V2 liquidity (/pool/v2) and
 * Learn (ui DropdownMenu: keyboard, viewport, closing).
 */
export function MoreMenu() {
  const { _ } = useLingui()
  const hasV4 = useActiveChain().contracts?.v4 !== undefined
  return (
    <DropdownMenu
      button={
        <>
          {_(S.more)}
          <ChevronDownIcon size={16} />
        </>
      }
      testId="positions-more"
      menuLabel={_(S.moreMenu)}
    >
      <Link to="/add/ETH" role="menuitem" className="dropdown-menu__item">
        {_(S.createPool)}
      </Link>
      {hasV4 && (
        <Link
          to="/add/v4/ETH"
          role="menuitem"
          className="dropdown-menu__item"
          data-testid="new-v4-position"
        >
          {_(S.newV4Position)}
        </Link>
      )}
      <Link to="/migrate/v2" role="menuitem" className="dropdown-menu__item">
        {_(S.migrate)}
      </Link>
      <Link to="/pool/v2" role="menuitem" className="dropdown-menu__item">
        {_(S.v2Liquidity)}
      </Link>
      <a
        href={LEARN_URL}
        target="_blank"
        rel="noopener noreferrer"
        role="menuitem"
        className="dropdown-menu__item"
      >
        {_(S.learn)}
        <ExternalLinkIcon size={14} />
        <span className="visually-hidden">{_(S.opensNewTab)}</span>
      </a>
    </DropdownMenu>
  )
}
