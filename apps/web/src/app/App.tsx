import { Router } from 'wouter'
import type { RuntimeConfig } from '../chain/runtimeConfig'
import { useHashLocation } from '../lib/hashLocation'
import { Web3Provider } from '../modules/wallet'
import { AfterFirstPaint } from './AfterFirstPaint'
import { TokenListsSync } from './afterPaintParts'
import { Blocklist } from './blocklist/Blocklist'
import { ErrorBoundary } from './errors/ErrorBoundary'
import { Shell } from './Shell'
import { UserSettingsSync } from './settings/UserSettingsSync'

/**
 * The app: a hash router (IPFS-friendly URLs like /#/swap?theme=dark), the wallet module's
 * providers, the blocklist gate and the shell, all under one error boundary.
 */
export function App({ config }: { config: RuntimeConfig }) {
  return (
    <ErrorBoundary>
      <Router hook={useHashLocation}>
        <UserSettingsSync />
        <Web3Provider config={config}>
          <AfterFirstPaint>
            <TokenListsSync />
          </AfterFirstPaint>
          <Blocklist>
            <Shell />
          </Blocklist>
        </Web3Provider>
      </Router>
    </ErrorBoundary>
  )
}
