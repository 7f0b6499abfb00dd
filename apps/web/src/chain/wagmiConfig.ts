// The wagmi + viem configuration, built from the runtime chain table (issue 2 §4): every row is a
// wagmi chain, polled at its own interval (spec 01 §9: 1 s on rollups, 15 s elsewhere) through
// the transports of `transports.ts`. Wallet connectors come from `connectors/index.ts`.
import type { Manifest } from '@tidepool/devnet/manifest'
import { type Chain, defineChain, type EIP1193RequestFn } from 'viem'
import { mainnet } from 'viem/chains'
import {
  type Config,
  type CreateConnectorFn,
  createConfig,
  createStorage,
  type Transport,
} from 'wagmi'
import type { ChainInfo } from './chains'
import type { RuntimeConfig } from './runtimeConfig'
import { chainTransport } from './transports'

/** Multicall3's address, the same on every public chain of the table. */
const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11'

/** wagmi's localStorage keys start with this (connection, recent connector, shims). */
export const WAGMI_STORAGE_KEY = 'tidepool.wagmi'

/** A chain row in viem's form. Local chains use the devnet's Multicall3 from the manifest. */
export function toViemChain(info: ChainInfo, manifest: Manifest | null): Chain {
  const local = info.isLocal ? manifest?.chains.find((c) => c.chainId === info.id) : undefined
  const multicall3 = { address: local?.contracts.multicall3 ?? MULTICALL3 }
  return defineChain({
    id: info.id,
    name: info.label,
    nativeCurrency: info.nativeCurrency,
    rpcUrls: { default: { http: [...info.rpcUrls] } },
    blockExplorers: { default: { name: `${info.label} explorer`, url: info.explorer } },
    // The ENS universal resolver lives on the main network only.
    contracts: info.id === mainnet.id && !info.isLocal ? mainnet.contracts : { multicall3 },
    testnet: info.isTestnet,
  })
}

export interface WagmiConfigParameters {
  runtime: RuntimeConfig
  connectors: readonly CreateConnectorFn[]
  /** Where wagmi remembers connections; default localStorage (none outside a browser). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined
}

export function createWagmiConfig({ runtime, connectors, storage }: WagmiConfigParameters): Config {
  const rows = [...runtime.chains.all].sort(
    // wagmi starts on its first chain: the default chain (the local L1 when the devnet is up).
    (a, b) => Number(b.id === runtime.defaultChainId) - Number(a.id === runtime.defaultChainId),
  )
  const [first, ...rest] = rows.map((row) => toViemChain(row, runtime.manifest))
  if (!first) throw new Error('The chain table is empty')

  let config: Config | undefined
  // Rows without an RPC URL read through the connected wallet when it is on that chain.
  const walletRequestFor = async (chainId: number): Promise<EIP1193RequestFn | undefined> => {
    if (config?.state.status !== 'connected') return undefined
    const { current, connections } = config.state
    const connection = current ? connections.get(current) : undefined
    if (!connection || connection.chainId !== chainId) return undefined
    const provider = (await connection.connector.getProvider()) as
      | { request?: EIP1193RequestFn }
      | undefined
    return provider?.request?.bind(provider)
  }
  const transports: Record<number, Transport> = Object.fromEntries(
    rows.map((row) => [row.id, chainTransport(row, walletRequestFor)]),
  )
  const pollingInterval: Record<number, number> = Object.fromEntries(
    rows.map((row) => [row.id, row.pollingIntervalMs]),
  )
  const browserStorage = typeof window === 'undefined' ? undefined : window.localStorage
  config = createConfig({
    chains: [first, ...rest],
    connectors: [...connectors],
    transports,
    pollingInterval,
    multiInjectedProviderDiscovery: true, // EIP-6963: each installed wallet announces itself
    storage: createStorage({ key: WAGMI_STORAGE_KEY, storage: storage ?? browserStorage }),
  })
  return config
}
