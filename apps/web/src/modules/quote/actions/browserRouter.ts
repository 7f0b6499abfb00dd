// The in-browser router's runtime: one routing Web Worker for the tab and one router (with its
// per-block pool-state cache) per chain and client. Loaded with a dynamic import() the first
// time a quote needs the engine, so the /swap page does not ship it up front (issue 5: initial
// JS budget).
import type { Manifest } from '@tidepool/devnet/manifest'
import { createRoutingClient, type RoutingClient } from '@tidepool/routing/worker'
import type { Client } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import type { ClientRouter } from './clientQuote'
import { createClientRouter } from './createClientRouter'

let worker: RoutingClient | undefined
const routers = new Map<string, ClientRouter | undefined>()

function routingWorker(): RoutingClient {
  worker ??= createRoutingClient(
    new Worker(new URL('@tidepool/routing/worker/entry', import.meta.url), {
      type: 'module',
      name: 'routing',
    }),
  )
  return worker
}

/** The chain's router, or undefined where the chain has no Uniswap contracts. */
export function browserRouter(
  chain: ChainInfo,
  client: Client,
  manifest: Manifest | null,
): ClientRouter | undefined {
  // Keyed by the client too: a new wagmi config (another RPC URL) gets fresh state.
  const key = `${chain.id}:${client.uid}`
  if (!routers.has(key)) {
    routers.set(
      key,
      createClientRouter({
        chain,
        client,
        manifest,
        quoteWithGas: (params) => routingWorker().quoteWithGas(params),
      }),
    )
  }
  return routers.get(key)
}
