// Tests' read door: one chain's client over a fake node's request function, provided as the app's
// Web3Provider does (with TanStack Query and the app's query-key hash).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { createClient, custom, type EIP1193RequestFn } from 'viem'
import { mainnet } from 'viem/chains'
import { hashQueryKey } from '../../lib/queryKeyHash'
import { type ChainClient, ChainClientsContext } from '../clients'

export interface TestClientParameters {
  request: EIP1193RequestFn | ((args: { method: string; params?: unknown }) => Promise<unknown>)
  pollingInterval?: number
}

/** A mainnet client over `request`, batching calls into Multicall3 as the app's clients do. */
export function testChainClient({ request, pollingInterval = 4_000 }: TestClientParameters) {
  return createClient({
    chain: mainnet,
    transport: custom({ request } as { request: EIP1193RequestFn }, { retryCount: 0 }),
    pollingInterval,
    batch: { multicall: true },
  }) as ChainClient
}

export function ChainClientsProvider({
  children,
  queryClient = new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashQueryKey } } }),
  ...parameters
}: TestClientParameters & { children: ReactNode; queryClient?: QueryClient }) {
  const client = testChainClient(parameters)
  return (
    <ChainClientsContext.Provider value={() => client}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ChainClientsContext.Provider>
  )
}
