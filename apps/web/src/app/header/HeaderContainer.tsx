import { Suspense } from 'react'
import { useLocation } from 'wouter'
import { NetworkSelector } from '../../modules/network'
import { useDarkModeToggle, useIsDarkMode } from '../../modules/user'
import { useWallet, WalletButton } from '../../modules/wallet'
import { lazyNamed } from '../../ui'
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

const ConnectedWalletButton = lazyNamed(
  () => import('./ConnectedWalletButton'),
  'ConnectedWalletButton',
)

/** The wallet button, with the account's pending transactions once connected (wallet does not
 * import transactions). Until that part loads, the button shows without a pending count. */
function WalletButtonContainer() {
  const wallet = useWallet()
  if (wallet.status !== 'connected') return <WalletButton pendingCount={0} />
  return (
    <Suspense fallback={<WalletButton pendingCount={0} />}>
      <ConnectedWalletButton chainId={wallet.chain?.id} address={wallet.address} />
    </Suspense>
  )
}
