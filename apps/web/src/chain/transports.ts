// How the app reaches each chain's node (spec 01 §7.9): viem's HTTP transport with JSON-RPC
// batching flushed after 50 ms, falling back across a chain's URLs in order. No hand-made
// transport where viem's does the job (ARCHITECTURE "Data flow"): the one written here only
// defers loading viem's (viemTransports.ts) to the first request.

import type { EIP1193RequestFn, Transport } from 'viem'
import type { ChainInfo } from './chains'

/** spec 01 §9 Timing: "RPC batch wait 50 ms". */
export const RPC_BATCH_WAIT_MS = 50

/** The connected wallet's request function when it is on `chainId`, else undefined. */
export type WalletRequestFor = (chainId: number) => Promise<EIP1193RequestFn | undefined>

type TransportInstance = ReturnType<Transport>

/**
 * The chain's transport, whose code (viem's http/fallback transports, JSON-RPC batching, request
 * retries) loads with the first request, which comes after the first render.
 * The requests go straight to viem's transport once loaded, so retries, batching and errors are
 * exactly viem's. `type` tells viem's watchers to poll, as they do over http.
 */
export function chainTransport(chain: ChainInfo, walletRequestFor: WalletRequestFor): Transport {
  return (parameters) => {
    let inner: Promise<TransportInstance> | undefined
    const load = (): Promise<TransportInstance> => {
      inner ??= import('./viemTransports').then(
        ({ loadedChainTransport }) => loadedChainTransport(chain, walletRequestFor)(parameters),
        (error: unknown) => {
          inner = undefined // a failed chunk load is retried by the next request
          throw error
        },
      )
      return inner
    }
    const request: EIP1193RequestFn = async (args, options) => (await load()).request(args, options)
    const type = chain.rpcUrls.length > 0 ? 'http' : 'custom'
    return { config: { key: type, name: `${chain.label} RPC`, type, request }, request, value: {} }
  }
}
