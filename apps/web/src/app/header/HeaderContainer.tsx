import { useLocation } from 'wouter'
import { NetworkSelector } from '../../modules/network'
import { useDarkModeToggle, useIsDarkMode } from '../../modules/user'
import { WalletButton } from '../../modules/wallet'
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
    />
  )
}
