// The in-browser router of one chain: its pool-state cache over a viem client, its routing
// bases, and the engine to search with (the Web Worker in the app, a direct call in tests).
import type { Manifest } from '@tidepool/devnet/manifest'
import type { Client } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { routingBases } from '../utils/bases'
import { createChainReader } from './chainReader'
import type { ClientRouter, FindBestTradeAsync } from './clientQuote'
import { createPoolStateCache } from './poolStateCache'

/**
 * Bitmap words read around each v3 pool's price (packages/routing loadPools `tickRadius`):
 * ±20,000 ticks is a price move of about ×7.4 either way — more than any trade the swap screen
 * lets through (price impact is blocked above 3 %) — and cuts a cold read of the devnet's pools
 * several times. A swap that would go further is refused as insufficient liquidity, never
 * quoted wrong.
 */
export const CLIENT_TICK_RADIUS = 20_000

export interface CreateClientRouterParameters {
  chain: ChainInfo
  client: Client
  manifest: Manifest | null
  findBestTrade: FindBestTradeAsync
}

/** undefined where the chain has no Uniswap contracts. */
export function createClientRouter({
  chain,
  client,
  manifest,
  findBestTrade,
}: CreateClientRouterParameters): ClientRouter | undefined {
  const contracts = chain.contracts
  if (contracts === undefined) return undefined
  const bases = routingBases(chain, manifest)
  return {
    bases,
    findBestTrade,
    poolState: createPoolStateCache({
      reader: createChainReader(client, contracts.multicall3),
      config: {
        chainId: chain.id,
        v2Factory: contracts.v2Factory,
        v3Factory: contracts.v3Factory,
        tickLens: contracts.tickLens,
        bases: bases.map((b) => b.address),
        tickRadius: CLIENT_TICK_RADIUS,
      },
    }),
  }
}
