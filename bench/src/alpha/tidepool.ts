// Tidepool's side of the bench: the engine as the quote service runs it (services/quote
// handler.ts + server.ts backendFor): a pool-state cache over the shared viem chain reader, then
// quoteWithGas on its snapshot with gas priced in the quote token. The answer becomes SwapRouter02
// calldata through @uniswap/router-sdk, the way the app sends a swap (apps/web swap/utils/
// calldata.ts), so both routers' answers execute through the same contract and encoder.
import type { QuoteChain } from '@tidepool/quote-service'
import {
  createPoolStateCache,
  createTokenPriceCache,
  type Pool,
  type PoolStateCache,
  quoteWithGas,
  type TradeRoute,
  untilTicksSuffice,
} from '@tidepool/routing'
import { createChainReader } from '@tidepool/routing/viem'
import type { MixedRouteSDK } from '@uniswap/router-sdk'
import type { Currency, CurrencyAmount, Token } from '@uniswap/sdk-core'
import type { Route as V2Route } from '@uniswap/v2-sdk'
import type { Route as V3Route } from '@uniswap/v3-sdk'
import type { Address, Hex, PublicClient } from 'viem'
import { core, routerSdk, v2, v3 } from './sdks.ts'
import type { RouterAnswer, TradeSpec } from './types.ts'

const { CurrencyAmount: Amount, Ether, Percent, TradeType } = core
const { Pair } = v2
const V3Pool = v3.Pool

export interface TidepoolRouter {
  quote(spec: TradeSpec): Promise<RouterAnswer>
}

/** A fresh engine (empty caches): its first quote is a cold one, like a service just started. */
export function createTidepoolRouter(
  client: PublicClient,
  chain: QuoteChain,
  tokens: ReadonlyMap<string, Token>,
  recipient: Address,
): TidepoolRouter {
  const { v2Factory, v3Factory, tickLens, multicall3, weth9 } = chain.contracts
  const cache: PoolStateCache = createPoolStateCache({
    reader: createChainReader(client, multicall3),
    config: { chainId: chain.chainId, v2Factory, v3Factory, tickLens, bases: chain.bases },
    headTtlMs: 250,
  })
  const prices = createTokenPriceCache()
  const wrapped = (a: Address | 'ETH'): Address => (a === 'ETH' ? weth9 : a)
  return {
    async quote(spec) {
      const started = performance.now()
      const tokenIn = wrapped(spec.tokenIn)
      const tokenOut = wrapped(spec.tokenOut)
      // Pools are read near their price first; where the search reaches the edge of what was
      // read, the cache reads further and the search runs again (as services/quote does).
      const first = await cache.snapshot([tokenIn, tokenOut])
      const { state, result } = await untilTicksSuffice(cache, first, (s) =>
        quoteWithGas({
          snapshot: s.snapshot,
          tokenIn,
          tokenOut,
          tradeType: spec.type,
          amount: spec.amount,
          gas: { gasPriceWei: s.gasPriceWei, wrappedNative: weth9, usdToken: chain.usdToken },
          knownPrices: prices.get(s.snapshot),
        }),
      )
      const { trade, prices: found } = result
      prices.set(state.snapshot, found)
      const ms = performance.now() - started
      const quoteToken = spec.type === 'exactIn' ? tokenOut : tokenIn
      const { calldata, value } = encode(spec, trade.routes, tokens, recipient)
      return {
        ms,
        raw: trade.quote,
        gasAdjusted: trade.quoteGasAdjusted,
        gasEstimate: trade.gasEstimate,
        gasPriceWei: state.gasPriceWei,
        quoteTokenPerWei: found[quoteToken] ?? undefined,
        routes: trade.routes.map((r) => describe(r, tokens)),
        calldata,
        value,
      }
    },
  }
}

function describe(r: TradeRoute, tokens: ReadonlyMap<string, Token>): string {
  const sym = (a: string) => tokens.get(a.toLowerCase())?.symbol ?? a.slice(0, 8)
  const hops = r.route.pools.map((p) => (p.protocol === 'v2' ? 'v2' : `${p.fee / 10_000}%`))
  const path = r.route.path.map(sym)
  return `${r.percent}% ${path.map((t, i) => (i < hops.length ? `${t} -${hops[i]}-> ` : t)).join('')}`
}

function sdkPool(
  p: Pool,
  tokens: ReadonlyMap<string, Token>,
): InstanceType<typeof V3Pool> | InstanceType<typeof Pair> {
  const t = (a: string): Token => {
    const token = tokens.get(a.toLowerCase())
    if (!token) throw new Error(`no token ${a}`)
    return token
  }
  if (p.protocol === 'v3')
    return new V3Pool(
      t(p.token0),
      t(p.token1),
      p.fee,
      p.sqrtPriceX96.toString(),
      p.liquidity.toString(),
      p.tick,
    )
  // The alpha comparison routes v2 and v3 (SwapRouter02), as AlphaRouter does here.
  if (p.protocol === 'v4') throw new Error('the alpha bench routes v2 and v3 only')
  return new Pair(
    Amount.fromRawAmount(t(p.token0), p.reserve0.toString()),
    Amount.fromRawAmount(t(p.token1), p.reserve1.toString()),
  )
}

const SLIPPAGE = new Percent(50, 10_000)

/** SwapRouter02 multicall calldata for the engine's routes (router-sdk, as the app does). */
function encode(
  spec: TradeSpec,
  routes: readonly TradeRoute[],
  tokens: ReadonlyMap<string, Token>,
  recipient: Address,
): { calldata: Hex; value: bigint } {
  const currency = (a: Address | 'ETH'): Currency => {
    if (a === 'ETH') return Ether.onChain(1)
    const token = tokens.get(a.toLowerCase())
    if (!token) throw new Error(`no token ${a}`)
    return token
  }
  const input = currency(spec.tokenIn)
  const output = currency(spec.tokenOut)
  type Amounts = {
    inputAmount: CurrencyAmount<Currency>
    outputAmount: CurrencyAmount<Currency>
  }
  const v2Routes: (Amounts & { routev2: V2Route<Currency, Currency> })[] = []
  const v3Routes: (Amounts & { routev3: V3Route<Currency, Currency> })[] = []
  const mixedRoutes: (Amounts & { mixedRoute: MixedRouteSDK<Currency, Currency> })[] = []
  for (const r of routes) {
    const pools = r.route.pools.map((p) => sdkPool(p, tokens))
    const amounts: Amounts = {
      inputAmount: Amount.fromRawAmount(input, r.amountIn.toString()),
      outputAmount: Amount.fromRawAmount(output, r.amountOut.toString()),
    }
    if (pools.every((p): p is InstanceType<typeof V3Pool> => p instanceof V3Pool))
      v3Routes.push({ routev3: new v3.Route(pools, input, output), ...amounts })
    else if (pools.every((p): p is InstanceType<typeof Pair> => p instanceof Pair))
      v2Routes.push({ routev2: new v2.Route(pools, input, output), ...amounts })
    else
      mixedRoutes.push({
        mixedRoute: new routerSdk.MixedRouteSDK(pools, input, output),
        ...amounts,
      })
  }
  const trade = new routerSdk.Trade({
    v2Routes,
    v3Routes,
    mixedRoutes,
    tradeType: spec.type === 'exactIn' ? TradeType.EXACT_INPUT : TradeType.EXACT_OUTPUT,
  })
  const { calldata, value } = routerSdk.SwapRouter.swapCallParameters(trade, {
    slippageTolerance: SLIPPAGE,
    recipient,
    deadlineOrPreviousBlockhash: (2n ** 40n).toString(),
  })
  return { calldata: calldata as Hex, value: BigInt(value) }
}
