import { Suspense } from 'react'
import { useRuntimeConfig } from '../chain/runtimeConfigContext'
import { lazyNamed } from '../ui'
import { AfterFirstPaint } from './AfterFirstPaint'
import {
  ClaimModals,
  HeaderMenu,
  Popups,
  StatusBar,
  TransactionsUpdater,
  WalletModal,
} from './afterPaintParts'
import { DevnetBanner } from './footer/DevnetBanner'
import { Footer } from './footer/Footer'
import { HeaderContainer } from './header/HeaderContainer'
import { ClaimModalsWhenNeeded } from './modals/ClaimModalsWhenNeeded'
import { AppRoutes } from './routes/AppRoutes'
import './Shell.css'

// Only a replica shows it (issue 17): loaded on demand, out of the initial bundle.
const ReplicaBanner = lazyNamed(() => import('./footer/ReplicaBanner'), 'ReplicaBanner')

/** The page frame: header, routed screen, footer, status, toasts and the app's modals. */
export function Shell() {
  const { devnetError, replica } = useRuntimeConfig()
  return (
    <div className="shell">
      <HeaderContainer />
      <main className="shell__main">
        {devnetError && <DevnetBanner error={devnetError} />}
        {replica && (
          <Suspense fallback={null}>
            <ReplicaBanner network={replica.network} chainId={replica.chainId} />
          </Suspense>
        )}
        <AppRoutes />
      </main>
      <Footer />
      {/* Nothing of these shows at start-up; each group loads and mounts after the first paint. */}
      <AfterFirstPaint>
        <TransactionsUpdater />
        <Popups />
      </AfterFirstPaint>
      <AfterFirstPaint>
        <StatusBar />
      </AfterFirstPaint>
      <AfterFirstPaint>
        <WalletModal />
        <HeaderMenu />
      </AfterFirstPaint>
      <ClaimModalsWhenNeeded>
        <ClaimModals />
      </ClaimModalsWhenNeeded>
    </div>
  )
}
