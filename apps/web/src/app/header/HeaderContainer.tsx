import { useLocation } from 'wouter'
import { NetworkSelector } from '../../modules/network'
import { useDarkModeToggle, useIsDarkMode } from '../../modules/user'
import { WalletButton } from '../../modules/wallet'
import { AfterFirstPaint } from '../AfterFirstPaint'
import { HeaderClaimButton } from '../afterPaintParts'
import { Header } from './Header'
import { isPoolNavActive, isSwapNavActive } from './navRules'

export function HeaderContainer() {
  const [pathname] = useLocation()
  return (
    <Header
      swapActive={isSwapNavActive(pathname)}
      poolActive={isPoolNavActive(pathname)}
      isDark={useIsDarkMode()}
      onToggleTheme={useDarkModeToggle()}
      networkSelector={<NetworkSelector />}
      walletButton={<WalletButton />}
      claimButton={
        // The claim check (files + chain) loads after the first paint (issue 15 bundle budget).
        <AfterFirstPaint>
          <HeaderClaimButton />
        </AfterFirstPaint>
      }
    />
  )
}
