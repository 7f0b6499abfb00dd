// The in-browser router of one chain: the shared pool-state cache (@tidepool/routing) over a
// viem client, its routing bases, and the engine to search with (the Web Worker in the app, a
// direct call in tests).
import type { Manifest } from '@tidepool/devnet/manifest'
import { createPoolStateCache, createTransferFeeCache, v4Support } from '@tidepool/routing'
import { createChainReader, createTransferFeeMeasure } from '@tidepool/routing/viem'
import type { Client } from 'viem'
import { GAS_PRICE_ORACLE } from '../../../chain/abis/gasPriceOracle'
import { NODE_INTERFACE } from '../../../chain/abis/nodeInterface'
import type { ChainInfo } from '../../../chain/chains'
import { readGasPrice } from '../../../chain/gasPrice'
import { routingBases } from '../utils/bases'
import type { ClientRouter, QuoteWithGasAsync } from './clientQuote'

/** How long one read of the head is reused (a tab polls quotes, fiat values and balances). */
const HEAD_TTL_MS = 1_000

export interface CreateClientRouterParameters {
  chain: ChainInfo
  client: Client
  manifest: Manifest | null
  quoteWithGas: QuoteWithGasAsync
  /** How long one read of the head is reused (default 1 s). */
  headTtlMs?: number
}

/** undefined where the chain has no Uniswap contracts. */
export function createClientRouter({
  chain,
  client,
  manifest,
  quoteWithGas,
  headTtlMs = HEAD_TTL_MS,
}: CreateClientRouterParameters): ClientRouter | undefined {
  const contracts = chain.contracts
  if (contracts === undefined) return undefined
  const bases = routingBases(chain, manifest)
  // Issue 31: v4 pools where the chain has the Universal Router to swap through them. Hooked pools
  // only on the local replica: they are known from the PoolManager's Initialize logs, which there
  // read in one request, where a public node would need thousands of windows since v4's launch.
  // Public chains route through the hookless pools of the standard keys (issue 33: v4 beyond
  // Ethereum), whose ids are computed; the routing service serves hooked pools where it runs.
  const v4 = contracts.v4
  const hookedPools = chain.isLocal && v4?.deployBlock !== undefined
  return {
    bases,
    quoteWithGas,
    transferFees: createTransferFeeCache(createTransferFeeMeasure(client)),
    poolState: createPoolStateCache({
      reader: {
        // Issue 33: on rollups the L1 fee's price, read with the gas price, so the route search
        // weighs each route's calldata too (packages/routing l1DataFee.ts).
        ...createChainReader(client, contracts.multicall3, l1FeeSource(chain)),
        // Issue 18: gas is priced at the fast-gas oracle's price where the chain has one (spec
        // 01 §7 item 6), the network's fee otherwise; read once per block with the head.
        gasPrice: async () => (await readGasPrice(client, chain)).wei,
      },
      config: {
        chainId: chain.id,
        v2Factory: contracts.v2Factory,
        v3Factory: contracts.v3Factory,
        tickLens: contracts.tickLens,
        // Each v3 pool is read near its price first (packages/routing DEFAULT_TICK_RADIUS) and
        // further only where a quote needs it (clientQuote.ts, issue 17).
        bases: bases.map((b) => b.address),
        ...(v4 &&
          chain.wrappedNative && {
            v4: v4Support({
              poolManager: v4.poolManager,
              stateView: v4.stateView,
              wrappedNative: chain.wrappedNative.address,
              fromBlock: BigInt(v4.deployBlock ?? 0),
              hookedPools,
            }),
          }),
      },
      // The devnet's node limits no log range.
      ...(hookedPools && { logs: { maxRange: 1_000_000 } }),
      headTtlMs,
    }),
  }
}

/** Where the chain's L1 fee is read (chain/l1Fee.ts), for the route search's weighing. */
function l1FeeSource(chain: ChainInfo) {
  if (chain.family === 'optimism') return { gasPriceOracle: GAS_PRICE_ORACLE } as const
  if (chain.family === 'arbitrum') return { nodeInterface: NODE_INTERFACE } as const
  return {}
}
