// spec 01 §4 approval mode: calldata for the two legacy routers a user may have approved instead
// of SwapRouter02 — v2 Router02 (@uniswap/v2-sdk Router, one v2 path, the ETH variants for the
// native coin) and the first-generation v3 SwapRouter (@uniswap/v3-sdk SwapRouter, one v3 path,
// selfPermit when a permit was signed for it). Slippage, minimum received and deadline are the
// same as through SwapRouter02: v2 amounts come from the pairs as router-sdk computes them, v3
// from the quote. HEAVY (the SDKs): loaded only with `import()` when a swap is sent.
import { CurrencyAmount, Percent, TradeType } from '@uniswap/sdk-core'
import { type Pair, Route as V2Route, Router as V2Router, Trade as V2Trade } from '@uniswap/v2-sdk'
import {
  type Pool,
  Route as V3Route,
  SwapRouter as V3SwapRouter,
  Trade as V3Trade,
} from '@uniswap/v3-sdk'
import { type Address, encodeFunctionData, type Hex, parseAbi } from 'viem'
import type { SwapTrade, TradeRoute } from '../../quote'
import type { SwapRouterMode } from './approvalMode'
import {
  type BuildSwapCalldataParameters,
  type SwapCalldata,
  sdkCurrency,
  sdkPool,
  TokenCache,
} from './calldata'

export interface LegacyCalldataParameters extends BuildSwapCalldataParameters {
  /** The sender: the legacy routers have no "msg.sender" placeholder for the recipient. */
  from: Address
}

const router02SwapAbi = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
])
type Router02Method = (typeof router02SwapAbi)[number]['name']

/** spec 01 §10: a trade the legacy router cannot carry is an unsupported approval: it throws. */
function singleRoute(trade: SwapTrade, protocol: 'V2' | 'V3'): TradeRoute {
  const route = trade.routes[0]
  if (trade.routes.length !== 1 || !route || route.protocol !== protocol)
    throw new Error(`Unsupported approval: the ${protocol} router takes one ${protocol} path`)
  return route
}

function sdkSides(trade: SwapTrade, route: TradeRoute, tokens: TokenCache) {
  const first = route.hops[0]
  const last = route.hops[route.hops.length - 1]
  if (!first || !last) throw new Error('Expected route to have at least one pair or pool')
  return {
    input: sdkCurrency(trade.inputCurrency, first.tokenIn, tokens),
    output: sdkCurrency(trade.outputCurrency, last.tokenOut, tokens),
  }
}

/** UniswapV2Router02 `swap…` calldata (one path; ETH variants for the native coin). */
function buildV2RouterCalldata(params: LegacyCalldataParameters): SwapCalldata {
  const { trade, slippageBps, deadline, recipient, from, permit } = params
  if (permit) throw new Error('Unsupported approval: v2 Router02 takes no permit')
  const route = singleRoute(trade, 'V2')
  const tokens = new TokenCache()
  const { input, output } = sdkSides(trade, route, tokens)
  const pairs = route.hops.map((hop) => sdkPool(hop, tokens) as Pair)
  const sdkRoute = new V2Route(pairs, input, output)
  const sdkTrade =
    trade.tradeType === 'exactIn'
      ? new V2Trade(
          sdkRoute,
          CurrencyAmount.fromRawAmount(input, trade.inputAmount.toString()),
          TradeType.EXACT_INPUT,
        )
      : new V2Trade(
          sdkRoute,
          CurrencyAmount.fromRawAmount(output, trade.outputAmount.toString()),
          TradeType.EXACT_OUTPUT,
        )
  const call = V2Router.swapCallParameters(sdkTrade, {
    allowedSlippage: new Percent(slippageBps, 10_000),
    recipient: recipient ?? from,
    deadline: Number(deadline),
  })
  const methodName = call.methodName as Router02Method
  const item = router02SwapAbi.find((f) => f.name === methodName)
  if (!item) throw new Error(`Unexpected v2 router method ${methodName}`)
  // The SDK gives hex strings; the ABI says which are amounts and which addresses.
  const args = item.inputs.map((input, i) => {
    const arg = call.args[i]
    if (arg === undefined) throw new Error(`Missing argument ${input.name}`)
    if (input.type === 'uint256') return BigInt(arg as string)
    return arg
  })
  return {
    calldata: encodeFunctionData({
      abi: router02SwapAbi,
      functionName: methodName,
      args: args as never,
    }),
    value: BigInt(call.value),
  }
}

/** v3-periphery SwapRouter calldata (one v3 path; its own WETH unwrap and refund for ETH). */
function buildV3RouterCalldata(params: LegacyCalldataParameters): SwapCalldata {
  const { trade, slippageBps, deadline, recipient, from, permit } = params
  const route = singleRoute(trade, 'V3')
  const tokens = new TokenCache()
  const { input, output } = sdkSides(trade, route, tokens)
  const pools = route.hops.map((hop) => sdkPool(hop, tokens) as Pool)
  const sdkTrade = V3Trade.createUncheckedTrade({
    route: new V3Route(pools, input, output),
    inputAmount: CurrencyAmount.fromRawAmount(input, trade.inputAmount.toString()),
    outputAmount: CurrencyAmount.fromRawAmount(output, trade.outputAmount.toString()),
    tradeType: trade.tradeType === 'exactIn' ? TradeType.EXACT_INPUT : TradeType.EXACT_OUTPUT,
  })
  const { calldata, value } = V3SwapRouter.swapCallParameters(sdkTrade, {
    slippageTolerance: new Percent(slippageBps, 10_000),
    recipient: recipient ?? from,
    deadline: deadline.toString(),
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

export function buildLegacyCalldata(
  mode: Exclude<SwapRouterMode, 'V2V3'>,
  params: LegacyCalldataParameters,
): SwapCalldata {
  return mode === 'V2' ? buildV2RouterCalldata(params) : buildV3RouterCalldata(params)
}
