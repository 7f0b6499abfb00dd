// The read door (issue 29 "one door to the chain"): the viem client of each chain of the table,
// for reads, as a plain getter that actions and query options take, and as hooks for screens.
// Screens and module hooks take their client here, never from wagmi.
//
// Underneath it is still wagmi's client per chain (its transports, batching and polling
// interval, chain/wagmiConfig.ts). Behind this one file, the next step of issue 29 moves the
// clients to chain/ itself and wagmi into the wallet module, loaded after the first paint,
// without touching the callers.
import { useCallback } from 'react'
import type { Client } from 'viem'
import { useConfig } from 'wagmi'

/** The read client of a chain of the table, by chain id. */
export type GetChainClient = (chainId: number) => Client

/** The getter of every chain's read client: stable for the app's lifetime (one per config). */
export function useChainClients(): GetChainClient {
  const config = useConfig()
  return useCallback((chainId: number): Client => config.getClient({ chainId }), [config])
}

/** The read client of `chainId`. */
export function useChainClient(chainId: number): Client {
  return useChainClients()(chainId)
}
