import { useLocation } from 'wouter'
import { NetworkSelector } from '../../modules/network'
import { usePendingCount } from '../../modules/transactions'
import { useDarkModeToggle, useIsDarkMode } from '../../modules/user'
import { useWallet, WalletButton } from '../../modules/wallet'
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
      walletButton={<WalletButtonContainer />}
    />
  )
}

/** The wallet button with the account's pending transactions (wallet does not import transactions). */
function WalletButtonContainer() {
  const wallet = useWallet()
  const account = wallet.status === 'connected' ? wallet : undefined
  return <WalletButton pendingCount={usePendingCount(account?.chain?.id, account?.address)} />
}
