// The read door (issue 29 "one door to the chain"): the viem client of each chain of the table,
// made here from the table and the transports (transports.ts), for reads, as a plain getter that
// actions and query options take, and as hooks for screens. Screens and module hooks take their
// client here; wagmi is the wallet module's private detail (connectors, account, signing), loaded
// after the first paint, and it sends through these same clients.
import { createContext, useContext } from 'react'
import { type Chain, type Client, createClient, type Transport } from 'viem'
import type { RuntimeConfig } from './runtimeConfig'
import { chainTransport, type WalletRequestFor } from './transports'
import { toViemChain } from './viemChain'

/** A read client: always on one chain of the table. */
export type ChainClient = Client<Transport, Chain>

/** The read client of a chain of the table, by chain id. */
export type GetChainClient = (chainId: number) => ChainClient

let walletRequest: WalletRequestFor = async () => undefined

/**
 * Rows without an RPC URL read through the connected wallet when it is on that chain (the wallet
 * module registers how to reach it once it has loaded; until then such reads fail with the
 * missing-URL message).
 */
export function readThroughWallet(requestFor: WalletRequestFor): void {
  walletRequest = requestFor
}

/**
 * One client per chain of the table, made on first use and kept: each polls at its chain's
 * interval (spec 01 §9: 1 s on rollups, 15 s elsewhere) and batches `eth_call`s into Multicall3.
 */
export function createChainClients(runtime: RuntimeConfig): GetChainClient {
  const clients = new Map<number, ChainClient>()
  return (chainId) => {
    let client = clients.get(chainId)
    if (client) return client
    const row = runtime.chains.get(chainId)
    if (!row) throw new Error(`Chain ${chainId} is not in the chain table`)
    client = createClient({
      chain: toViemChain(row, runtime.manifest),
      transport: chainTransport(row, (id) => walletRequest(id)),
      pollingInterval: row.pollingIntervalMs,
      batch: { multicall: true },
    })
    clients.set(chainId, client)
    return client
  }
}

export const ChainClientsContext = createContext<GetChainClient | null>(null)

/** The getter of every chain's read client: stable for the app's lifetime. */
export function useChainClients(): GetChainClient {
  const getClient = useContext(ChainClientsContext)
  if (!getClient) throw new Error('useChainClients must be used inside <Web3Provider> (wallet)')
  return getClient
}

/** The read client of `chainId`. */
export function useChainClient(chainId: number): ChainClient {
  return useChainClients()(chainId)
}
