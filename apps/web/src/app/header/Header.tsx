import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { LogoMark, MoonIcon, PoolIcon, SunIcon, SwapIcon } from '../../ui'
import { APP_STRINGS } from '../strings'
import './Header.css'

/** Where the airdrop's Claim UNI button is portalled (it loads after the first paint). */
export const HEADER_CLAIM_SLOT_ID = 'header-claim-slot'
/** Where the More menu (./HeaderMenu, after the first paint) is portalled. */
export const HEADER_MENU_SLOT_ID = 'header-menu-slot'

export interface HeaderProps {
  swapActive: boolean
  poolActive: boolean
  isDark: boolean
  onToggleTheme: () => void
  /** The network selector and wallet button (from their modules). */
  networkSelector: ReactNode
  walletButton: ReactNode
}

/**
 * The fixed header (spec 01 §2 Shell). Below 720 px the navigation and the account controls move
 * to a bottom bar, so the header fits a 320 px screen.
 */
export function Header({
  swapActive,
  poolActive,
  isDark,
  onToggleTheme,
  networkSelector,
  walletButton,
}: HeaderProps) {
  const { _ } = useLingui()
  return (
    <header className="header">
      <Link to="/" className="header__logo" aria-label={_(APP_STRINGS.homeLink)}>
        <LogoMark size={32} />
        <span className="header__name">{_(APP_STRINGS.appName)}</span>
      </Link>
      <nav className="header__nav" aria-label={_(APP_STRINGS.navLabel)}>
        <NavItem to="/swap" active={swapActive} icon={<SwapIcon size={18} />}>
          {_(APP_STRINGS.navSwap)}
        </NavItem>
        <NavItem to="/pool" active={poolActive} icon={<PoolIcon size={18} />}>
          {_(APP_STRINGS.navPool)}
        </NavItem>
        <span id={HEADER_MENU_SLOT_ID} className="header__menu" />
      </nav>
      <div className="header__controls">
        {/* The airdrop's Claim UNI button renders here from its lazy chunk (issue 15). */}
        <div id={HEADER_CLAIM_SLOT_ID} className="header__claim" />
        <div className="header__network">{networkSelector}</div>
        <div className="header__wallet">{walletButton}</div>
      </div>
      <button
        type="button"
        className="icon-button"
        onClick={onToggleTheme}
        aria-label={isDark ? _(APP_STRINGS.toggleLightMode) : _(APP_STRINGS.toggleDarkMode)}
        data-testid="theme-toggle"
      >
        {isDark ? <SunIcon size={18} /> : <MoonIcon size={18} />}
      </button>
    </header>
  )
}

function NavItem({
  to,
  active,
  icon,
  children,
}: {
  to: string
  active: boolean
  icon: ReactNode
  children: ReactNode
}) {
  return (
    <Link
      to={to}
      className={`header__link${active ? ' header__link--active' : ''}`}
      aria-current={active ? 'page' : undefined}
    >
      <span className="header__link-icon">{icon}</span>
      {children}
    </Link>
  )
}
