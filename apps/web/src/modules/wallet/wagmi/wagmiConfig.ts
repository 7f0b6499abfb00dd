// wagmi's configuration (issue 2 §4), private to the wallet module and loaded after the first
// paint (issue 29): the connectors, the connection and its persistence. Every row of the runtime
// chain table is a wagmi chain, served by the read door's own client (chain/clients.ts), so the
// wallet's actions and the app's reads share one client, polling interval and batching per chain.
import type { EIP1193RequestFn } from 'viem'
import { type Config, type CreateConnectorFn, createConfig, createStorage } from 'wagmi'
import { type GetChainClient, readThroughWallet } from '../../../chain/clients'
import { WAGMI_STORAGE_KEY } from '../../../chain/connection'
import type { RuntimeConfig } from '../../../chain/runtimeConfig'
import { toViemChain } from '../../../chain/viemChain'

export interface WagmiConfigParameters {
  runtime: RuntimeConfig
  getClient: GetChainClient
  connectors: readonly CreateConnectorFn[]
  /** Where wagmi remembers connections; default localStorage (none outside a browser). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined
}

export function createWagmiConfig({
  runtime,
  getClient,
  connectors,
  storage,
}: WagmiConfigParameters): Config {
  const rows = [...runtime.chains.all].sort(
    // wagmi starts on its first chain: the default chain (the local L1 when the devnet is up).
    (a, b) => Number(b.id === runtime.defaultChainId) - Number(a.id === runtime.defaultChainId),
  )
  const [first, ...rest] = rows.map((row) => toViemChain(row, runtime.manifest))
  if (!first) throw new Error('The chain table is empty')

  const browserStorage = typeof window === 'undefined' ? undefined : window.localStorage
  const config = createConfig({
    chains: [first, ...rest],
    connectors: [...connectors],
    client: ({ chain }) => getClient(chain.id),
    multiInjectedProviderDiscovery: true, // EIP-6963: each installed wallet announces itself
    storage: createStorage({ key: WAGMI_STORAGE_KEY, storage: storage ?? browserStorage }),
  })
  // Rows without an RPC URL read through the connected wallet when it is on that chain.
  readThroughWallet(async (chainId): Promise<EIP1193RequestFn | undefined> => {
    if (config.state.status !== 'connected') return undefined
    const { current, connections } = config.state
    const connection = current ? connections.get(current) : undefined
    if (!connection || connection.chainId !== chainId) return undefined
    const provider = (await connection.connector.getProvider()) as
      | { request?: EIP1193RequestFn }
      | undefined
    return provider?.request?.bind(provider)
  })
  return config
}
