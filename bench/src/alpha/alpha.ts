// Uniswap's AlphaRouter (@uniswap/smart-order-router) on the replica, offline: an ethers v5
// JsonRpcProvider on the local node, the replica's pools as static v2/v3 subgraph providers (an
// empty v4 one: the comparison covers v2, v3 and mixed, though the replica now has v4 pools too),
// a static gas price, and AlphaRouter's own defaults for everything else — in-memory
// (NodeJSCache) caching pool, token and validation providers, the bundled default token list,
// QuoterV2 / MixedRouteQuoterV1 / TokenValidator / the interface multicall at their chain-1
// addresses. Protocols v2, v3 and mixed, as Tidepool routes.
import type { Currency, Token } from '@uniswap/sdk-core'
import type { Address, Hex } from 'viem'
import { core, ethers, routerSdk, sor } from './sdks.ts'
import type { StaticSubgraphs } from './subgraph.ts'
import type { RouterAnswer, TradeSpec } from './types.ts'

export interface AlphaRouterBench {
  quote(spec: TradeSpec): Promise<RouterAnswer>
}

const { CurrencyAmount, Ether, Percent, TradeType } = core
const { AlphaRouter, StaticGasPriceProvider, SwapType } = sor
const { Protocol } = routerSdk
const { BigNumber, providers } = ethers

const SLIPPAGE = new Percent(50, 10_000)

/** A fresh AlphaRouter (empty in-memory caches): its first route() is a cold one. */
export function createAlphaRouter(
  rpcUrl: string,
  subgraphs: StaticSubgraphs,
  gasPriceWei: bigint,
  tokens: ReadonlyMap<string, Token>,
  recipient: Address,
): AlphaRouterBench {
  const provider = new providers.StaticJsonRpcProvider(rpcUrl, 1)
  const router = new AlphaRouter({
    chainId: 1,
    provider,
    v2SubgraphProvider: subgraphs.v2,
    v3SubgraphProvider: subgraphs.v3,
    v4SubgraphProvider: subgraphs.v4,
    gasPriceProvider: new StaticGasPriceProvider(BigNumber.from(gasPriceWei)),
    v4Supported: [],
  })
  const currency = (a: Address | 'ETH'): Currency => {
    if (a === 'ETH') return Ether.onChain(1)
    const token = tokens.get(a.toLowerCase())
    if (!token) throw new Error(`no token ${a}`)
    return token
  }
  return {
    async quote(spec) {
      const input = currency(spec.tokenIn)
      const output = currency(spec.tokenOut)
      const exactIn = spec.type === 'exactIn'
      const started = performance.now()
      const route = await router.route(
        CurrencyAmount.fromRawAmount(exactIn ? input : output, spec.amount.toString()),
        exactIn ? output : input,
        exactIn ? TradeType.EXACT_INPUT : TradeType.EXACT_OUTPUT,
        {
          type: SwapType.SWAP_ROUTER_02,
          recipient,
          slippageTolerance: SLIPPAGE,
          deadline: 2 ** 40,
        },
        { protocols: [Protocol.V2, Protocol.V3, Protocol.MIXED] },
      )
      const ms = performance.now() - started
      if (!route?.methodParameters) throw new Error(`AlphaRouter found no route for ${spec.label}`)
      return {
        ms,
        raw: BigInt(route.quote.quotient.toString()),
        gasAdjusted: BigInt(route.quoteGasAdjusted.quotient.toString()),
        gasEstimate: route.estimatedGasUsed.toBigInt(),
        gasPriceWei: route.gasPriceWei.toBigInt(),
        routes: route.route.map((r) => {
          // The same notation as Tidepool's side: token -fee-> token (v2 pairs as 'v2').
          const { pools = [], pairs = [] } = r.route as { pools?: unknown[]; pairs?: unknown[] }
          const hops = [...pools, ...pairs].map((p) => {
            const fee = (p as { fee?: number }).fee
            return fee === undefined ? 'v2' : `${fee / 10_000}%`
          })
          const path = r.tokenPath.map((t) => t.symbol ?? '?')
          return `${r.percent}% ${path.map((t, i) => (i < hops.length ? `${t} -${hops[i]}-> ` : t)).join('')}`
        }),
        calldata: route.methodParameters.calldata as Hex,
        value: BigInt(route.methodParameters.value),
      }
    },
  }
}
