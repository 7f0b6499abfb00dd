import { QueryClient, QueryClientProvider, timeoutManager } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import {
  ChainClientsContext,
  createChainClients,
  type GetChainClient,
} from '../../../chain/clients'
import type { RuntimeConfig } from '../../../chain/runtimeConfig'
import { RuntimeConfigContext } from '../../../chain/runtimeConfigContext'
import { coalescedTimeouts } from '../../../lib/coalescedTimeouts'
import { hashQueryKey } from '../../../lib/queryKeyHash'
import { startWallet } from '../session'

// One set of read clients per runtime config, made once even when React renders twice.
const clientsByRuntime = new WeakMap<RuntimeConfig, GetChainClient>()

function clientsFor(runtime: RuntimeConfig): GetChainClient {
  let getClient = clientsByRuntime.get(runtime)
  if (!getClient) {
    getClient = createChainClients(runtime)
    clientsByRuntime.set(runtime, getClient)
  }
  return getClient
}

// Set before the first query exists: one provider for every timer TanStack Query sets.
timeoutManager.setTimeoutProvider(coalescedTimeouts())

function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashQueryKey } } })
}

/**
 * Provides the runtime config, the read door's clients and TanStack Query to the app (issue 2
 * §4), and starts the wallet after the first render (session.ts: wagmi and autoconnect load
 * then, issue 29).
 */
export function Web3Provider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const getClient = clientsFor(config)
  const [queryClient] = useState(createQueryClient)
  useEffect(() => startWallet(config, getClient), [config, getClient])
  return (
    <RuntimeConfigContext.Provider value={config}>
      <ChainClientsContext.Provider value={getClient}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ChainClientsContext.Provider>
    </RuntimeConfigContext.Provider>
  )
}
