import { useRuntimeConfig } from '../chain/runtimeConfigContext'
import { TransactionsUpdater } from '../modules/transactions'
import { WalletModal } from '../modules/wallet'
import { AfterFirstPaint } from './AfterFirstPaint'
import { DevnetBanner } from './footer/DevnetBanner'
import { Footer } from './footer/Footer'
import { HeaderContainer } from './header/HeaderContainer'
import { AddressClaimModal } from './modals/AddressClaimModal'
import { Popups } from './popups/Popups'
import { AppRoutes } from './routes/AppRoutes'
import { StatusBar } from './status/StatusBar'
import './Shell.css'

/** The page frame: header, routed screen, footer, status, toasts and the app's modals. */
export function Shell() {
  const { devnetError } = useRuntimeConfig()
  return (
    <div className="shell">
      <HeaderContainer />
      <main className="shell__main">
        {devnetError && <DevnetBanner error={devnetError} />}
        <AppRoutes />
      </main>
      <Footer />
      {/* Nothing of these shows at start-up; each group mounts in a task of its own. */}
      <AfterFirstPaint>
        <TransactionsUpdater />
        <Popups />
      </AfterFirstPaint>
      <AfterFirstPaint>
        <StatusBar />
      </AfterFirstPaint>
      <AfterFirstPaint>
        <WalletModal />
        <AddressClaimModal />
      </AfterFirstPaint>
    </div>
  )
}
