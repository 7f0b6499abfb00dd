import { Suspense, useState } from 'react'
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

const PendingCount = lazyNamed(() => import('./PendingCount'), 'PendingCount', {
  background: true,
})

/** The wallet button, with the account's pending transactions once connected (wallet does not
 * import transactions). The count's part loads then; until it reports, the button shows none. */
function WalletButtonContainer() {
  const wallet = useWallet()
  const [pending, setPending] = useState(0)
  const connected = wallet.status === 'connected'
  return (
    <>
      <WalletButton pendingCount={connected ? pending : 0} />
      {connected && (
        <Suspense fallback={null}>
          <PendingCount chainId={wallet.chain?.id} address={wallet.address} onCount={setPending} />
        </Suspense>
      )}
    </>
  )
}
