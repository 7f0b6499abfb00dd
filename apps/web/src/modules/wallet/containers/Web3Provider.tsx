import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { type Config, WagmiContext } from 'wagmi'
import { hashFn } from 'wagmi/query'
import { walletConnectors } from '../../../chain/connectors'
import type { RuntimeConfig } from '../../../chain/runtimeConfig'
import { RuntimeConfigContext } from '../../../chain/runtimeConfigContext'
import { createWagmiConfig } from '../../../chain/wagmiConfig'
import { RESTORE_MAX_MS, useRestoringStore } from '../state/restoring'

// One wagmi config per runtime config, made once even when React renders twice (StrictMode).
const wagmiConfigs = new WeakMap<RuntimeConfig, Config>()
const started = new WeakSet<Config>()

function wagmiConfigFor(runtime: RuntimeConfig): Config {
  let config = wagmiConfigs.get(runtime)
  if (!config) {
    const walletConnectProjectId = import.meta.env.VITE_WALLETCONNECT_PROJECT_ID
    config = createWagmiConfig({
      runtime,
      connectors: walletConnectors({ runtime, walletConnectProjectId }),
    })
    wagmiConfigs.set(runtime, config)
  }
  return config
}

interface PersistApi {
  hasHydrated(): boolean
  onFinishHydration(listener: () => void): () => void
}

function createQueryClient(): QueryClient {
  // wagmi's hash understands bigint query keys; made the default for every query of the app.
  return new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashFn } } })
}

/**
 * Restores the last connection once per config. Not <WagmiProvider>: outside SSR its Hydrate
 * runs `onMount` on every render, which either reconnects every stored connector (loading every
 * wallet SDK) or, with reconnectOnMount={false}, clears live connections on each re-render
 * (wagmi 3.7 `hydrate.js`). `autoConnect` probes only the wallets spec 01 §4 names; its code
 * (wagmi's reconnect) loads here, after the first render (issue 11 §1), while the header shows
 * the restoring state (state/restoring.ts).
 */
async function start(config: Config): Promise<void> {
  // zustand's persist API on wagmi's store (its type does not resolve across package copies).
  const { persist } = config._internal.store as unknown as { persist?: PersistApi }
  if (persist && !persist.hasHydrated())
    await new Promise<void>((resolve) => {
      const stop = persist.onFinishHydration(() => {
        stop()
        resolve()
      })
    })
  // Stored connections name connectors but are not live ones until a wallet confirms them.
  config.setState((state) => ({ ...state, connections: new Map(), current: null }))
  const { autoConnect } = await import('../actions/autoConnect')
  await autoConnect(config, { inSafeHost: window.parent !== window })
}

/** Provides the runtime config, wagmi and TanStack Query to the app (issue 2 §4). */
export function Web3Provider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const wagmiConfig = wagmiConfigFor(config)
  const [queryClient] = useState(createQueryClient)
  useEffect(() => {
    if (started.has(wagmiConfig)) return
    started.add(wagmiConfig)
    const { restored } = useRestoringStore.getState()
    const cap = setTimeout(restored, RESTORE_MAX_MS)
    start(wagmiConfig)
      .catch((error: unknown) => console.error('Autoconnect failed', error))
      .finally(() => {
        clearTimeout(cap)
        restored()
      })
  }, [wagmiConfig])
  return (
    <RuntimeConfigContext.Provider value={config}>
      <WagmiContext.Provider value={wagmiConfig}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </WagmiContext.Provider>
    </RuntimeConfigContext.Provider>
  )
}
