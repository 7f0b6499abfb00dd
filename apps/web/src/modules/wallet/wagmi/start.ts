// wagmi's side of the wallet's start (session.ts), in the chunk that loads after the first paint.
import type { Config } from 'wagmi'
import { getConnection } from 'wagmi/actions'
import type { GetChainClient } from '../../../chain/clients'
import { useConnectionStore } from '../../../chain/connection'
import type { RuntimeConfig } from '../../../chain/runtimeConfig'
import { autoConnect } from '../actions/autoConnect'
import { walletConnectors } from './connectors'
import { createWagmiConfig } from './wagmiConfig'

/**
 * wagmi's config over the read door's clients, attached to the app's connection store: hydrated
 * from storage, its stored (not yet live) connections cleared, and mirrored. Whoever loads the
 * wallet first, autoconnect at start or the wallet modal later, gets it ready to connect.
 */
export async function createWallet(
  runtime: RuntimeConfig,
  getClient: GetChainClient,
): Promise<Config> {
  const walletConnectProjectId = import.meta.env.VITE_WALLETCONNECT_PROJECT_ID
  const config = createWagmiConfig({
    runtime,
    getClient,
    connectors: walletConnectors({ runtime, walletConnectProjectId }),
  })
  await attach(config)
  return config
}

interface PersistApi {
  hasHydrated(): boolean
  onFinishHydration(listener: () => void): () => void
}

/** Mirrors wagmi's connection and read chain into the app's connection store. */
function mirror(config: Config): void {
  const sync = () => {
    const { status, address, connector, chainId } = getConnection(config)
    useConnectionStore.setState({
      status,
      address,
      connector,
      walletChainId: chainId,
      chainId: config.state.chainId,
    })
  }
  config.subscribe((state) => state, sync)
  sync()
  // The selector's pick (chain/connection.ts setReadChain) becomes wagmi's, which stores it.
  useConnectionStore.subscribe(({ chainId }) => {
    if (chainId !== undefined && chainId !== config.state.chainId)
      config.setState((state) => ({ ...state, chainId }))
  })
}

async function attach(config: Config): Promise<void> {
  // zustand's persist API on wagmi's store (its type does not resolve across package copies).
  const { persist } = config._internal.store as unknown as { persist?: PersistApi }
  if (persist && !persist.hasHydrated())
    await new Promise<void>((resolve) => {
      const stop = persist.onFinishHydration(() => {
        stop()
        resolve()
      })
    })
  // Stored connections name connectors but are not live ones until a wallet confirms them; a
  // chain picked before wagmi loaded is kept.
  const picked = useConnectionStore.getState().chainId
  const known = picked !== undefined && config.chains.some((c) => c.id === picked)
  config.setState((state) => ({
    ...state,
    connections: new Map(),
    current: null,
    chainId: known ? picked : state.chainId,
  }))
  mirror(config)
}

/**
 * Restores the last connection. Not <WagmiProvider>: outside SSR its Hydrate runs `onMount` on
 * every render, which either reconnects every stored connector (loading every wallet SDK) or,
 * with reconnectOnMount={false}, clears live connections on each re-render (wagmi 3.7
 * `hydrate.js`). `autoConnect` probes only the wallets spec 01 §4 names.
 */
export async function restoreConnection(config: Config): Promise<void> {
  await autoConnect(config, { inSafeHost: window.parent !== window })
}
