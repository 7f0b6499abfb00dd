// SwapRouter02 calldata for a quoted trade (spec 01 §7.7: slippage, recipient, deadline, optional
// permit data; native in/out wrapped and unwrapped inside the router's multicall), built with
// @uniswap/router-sdk from the pools the quote saw. HEAVY: it pulls the Uniswap SDKs, so it is
// only ever loaded with `import()` when a swap is sent (issue 5: bundle budget) — never import it
// statically from code the swap screen loads up front.
import { MixedRouteSDK, Trade as RouterTrade, SwapRouter } from '@uniswap/router-sdk'
import { type Currency, CurrencyAmount, Percent, Token, TradeType } from '@uniswap/sdk-core'
import { Pair, Route as V2Route } from '@uniswap/v2-sdk'
import { Pool, Route as V3Route } from '@uniswap/v3-sdk'
import type { Address, Hex } from 'viem'
import { ChainNativeCurrency } from '../../../chain/sdkNativeCurrency'
import type { RouteToken, SwapCurrency, SwapTrade, TradeHop, TradeRoute } from '../../quote'
import { isNative } from '../../tokens'
import { buildFeeOnTransferCalldata, hasTransferFee } from './feeOnTransferCalldata'

/** The router's selfPermit arguments (an EIP-2612 signature for the input token). */
export interface InputTokenPermit {
  v: 27 | 28
  r: Hex
  s: Hex
  amount: bigint
  deadline: bigint
}

export interface BuildSwapCalldataParameters {
  trade: SwapTrade
  /** Basis points (50 = 0.5 %). */
  slippageBps: number
  /** Unix seconds after which the router reverts ('Transaction too old'). */
  deadline: bigint
  /** Who receives the output; undefined: the sender. */
  recipient?: Address
  permit?: InputTokenPermit
}

export interface SwapCalldata {
  calldata: Hex
  /** Wei to send: the (maximum) input when paying with the native coin, else 0. */
  value: bigint
}

/** One SDK Token per address, so pools and routes compare by identity as well as address. */
export class TokenCache {
  private readonly tokens = new Map<string, Token>()
  get(t: RouteToken): Token {
    const key = t.address.toLowerCase()
    let token = this.tokens.get(key)
    if (!token) {
      token = new Token(t.chainId, t.address, t.decimals, t.symbol)
      this.tokens.set(key, token)
    }
    return token
  }
}

export function sdkPool(hop: TradeHop, tokens: TokenCache): Pool | Pair {
  // SwapRouter02 has no v4: a v4 route goes through the Universal Router (universalRouter.ts).
  if (hop.protocol === 'V4') throw new Error('SwapRouter02 cannot swap through a v4 pool')
  if (hop.protocol === 'V3')
    return new Pool(
      tokens.get(hop.tokenIn),
      tokens.get(hop.tokenOut),
      hop.fee,
      hop.sqrtRatioX96.toString(),
      hop.liquidity.toString(),
      hop.tickCurrent,
    )
  return new Pair(
    CurrencyAmount.fromRawAmount(tokens.get(hop.reserve0.token), hop.reserve0.raw.toString()),
    CurrencyAmount.fromRawAmount(tokens.get(hop.reserve1.token), hop.reserve1.raw.toString()),
  )
}

export function sdkCurrency(
  currency: SwapCurrency,
  routeToken: RouteToken,
  tokens: TokenCache,
): Currency {
  const token = tokens.get(routeToken)
  // SwapCurrency's native coin has address 'ETH' (tokens' NATIVE_ADDRESS); routes use its wrapper.
  return isNative(currency) ? new ChainNativeCurrency(token, currency.symbol, currency.name) : token
}

interface RouteAmounts<R> {
  route: R
  inputAmount: CurrencyAmount<Currency>
  outputAmount: CurrencyAmount<Currency>
}

type SdkRoutes = {
  v2: RouteAmounts<V2Route<Currency, Currency>>[]
  v3: RouteAmounts<V3Route<Currency, Currency>>[]
  mixed: RouteAmounts<MixedRouteSDK<Currency, Currency>>[]
}

function addRoute(
  out: SdkRoutes,
  r: TradeRoute,
  input: Currency,
  output: Currency,
  tokens: TokenCache,
): void {
  const pools = r.hops.map((hop) => sdkPool(hop, tokens))
  const amounts = {
    inputAmount: CurrencyAmount.fromRawAmount(input, r.amountIn.toString()),
    outputAmount: CurrencyAmount.fromRawAmount(output, r.amountOut.toString()),
  }
  if (pools.every((p): p is Pool => p instanceof Pool))
    out.v3.push({ route: new V3Route(pools, input, output), ...amounts })
  else if (pools.every((p): p is Pair => p instanceof Pair))
    out.v2.push({ route: new V2Route(pools, input, output), ...amounts })
  else out.mixed.push({ route: new MixedRouteSDK(pools, input, output), ...amounts })
}

/** The router-sdk Trade for a quoted trade: its routes rebuilt from the pools the quote saw. */
export function toRouterTrade(trade: SwapTrade): RouterTrade<Currency, Currency, TradeType> {
  const first = trade.routes[0]
  const firstHop = first?.hops[0]
  const lastHop = first?.hops[first.hops.length - 1]
  if (!firstHop || !lastHop) throw new Error('Expected route to have at least one pair or pool')
  const tokens = new TokenCache()
  const input = sdkCurrency(trade.inputCurrency, firstHop.tokenIn, tokens)
  const output = sdkCurrency(trade.outputCurrency, lastHop.tokenOut, tokens)
  const routes: SdkRoutes = { v2: [], v3: [], mixed: [] }
  for (const r of trade.routes) addRoute(routes, r, input, output, tokens)
  return new RouterTrade({
    v2Routes: routes.v2.map(({ route, ...a }) => ({ routev2: route, ...a })),
    v3Routes: routes.v3.map(({ route, ...a }) => ({ routev3: route, ...a })),
    mixedRoutes: routes.mixed.map(({ route, ...a }) => ({ mixedRoute: route, ...a })),
    tradeType: trade.tradeType === 'exactIn' ? TradeType.EXACT_INPUT : TradeType.EXACT_OUTPUT,
  })
}

/** SwapRouter02 `multicall(deadline, data)` calldata and value for the trade. */
export function buildSwapCalldata(params: BuildSwapCalldataParameters): SwapCalldata {
  if (hasTransferFee(params.trade)) return buildFeeOnTransferCalldata(params)
  const { trade, slippageBps, deadline, recipient, permit } = params
  const { calldata, value } = SwapRouter.swapCallParameters(toRouterTrade(trade), {
    slippageTolerance: new Percent(slippageBps, 10_000),
    recipient,
    deadlineOrPreviousBlockhash: deadline.toString(),
    inputTokenPermit: permit
      ? {
          v: permit.v,
          r: permit.r,
          s: permit.s,
          amount: permit.amount.toString(),
          deadline: permit.deadline.toString(),
        }
      : undefined,
  })
  return { calldata: calldata as Hex, value: BigInt(value) }
}
