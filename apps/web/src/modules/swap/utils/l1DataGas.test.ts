// Issue 33: the route search weighs each route's L1 data fee by a model of the calldata's size
// (packages/routing l1DataFee.ts). The oracle here is the calldata the app really sends
// (buildUniversalRouterCalldata), counted as Ecotone counts it: 16 per non-zero byte, 4 per
// zero byte. Every shape the search can choose between is held within 5 %.
import { routeDataGas, transactionDataGas } from '@tidepool/routing'
import { getAddress, type Hex } from 'viem'
import { expect, it } from 'vitest'
import type { RouteToken, SwapCurrency, SwapTrade, TradeHop, TradeRoute } from '../../quote'
import { isNative } from '../../tokens'
import { buildUniversalRouterCalldata } from './universalRouter'

/** An address of non-zero bytes, as most are. */
const address = (seed: number) =>
  getAddress(
    `0x${Array.from({ length: 20 }, (_, i) => ((seed * 37 + i * 11) % 254) + 1)
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('')}`,
  )
const token = (n: number, symbol: string): RouteToken => ({
  chainId: 10,
  address: address(n),
  symbol,
  decimals: 18,
})
const [A, B, C, D, WETH] = [
  token(1, 'A'),
  token(2, 'B'),
  token(3, 'C'),
  token(4, 'D'),
  token(5, 'WETH'),
]
const ETH: SwapCurrency = {
  chainId: 10,
  address: 'ETH',
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
}
const currency = (t: RouteToken): SwapCurrency => ({ ...t, name: t.symbol })
const NO_HOOKS = '0x0000000000000000000000000000000000000000'

const v2 = (i: RouteToken, o: RouteToken): TradeHop => ({
  protocol: 'V2',
  address: address(98),
  tokenIn: i,
  tokenOut: o,
  reserve0: { token: i, raw: 10n ** 24n },
  reserve1: { token: o, raw: 10n ** 24n },
})
const v3 = (i: RouteToken, o: RouteToken, fee = 3000): TradeHop => ({
  protocol: 'V3',
  address: address(99),
  tokenIn: i,
  tokenOut: o,
  fee,
  sqrtRatioX96: 1n << 96n,
  liquidity: 1n,
  tickCurrent: 0,
})
const v4 = (i: RouteToken, o: RouteToken): TradeHop => {
  const [c0, c1] = i.address.toLowerCase() < o.address.toLowerCase() ? [i, o] : [o, i]
  return {
    protocol: 'V4',
    poolId: `0x${'1d'.repeat(32)}`,
    tokenIn: i,
    tokenOut: o,
    currency0: c0.address,
    currency1: c1.address,
    fee: 3000,
    lpFee: 3000,
    tickSpacing: 60,
    hooks: NO_HOOKS,
    sqrtRatioX96: 1n << 96n,
    liquidity: 1n,
    tickCurrent: 0,
  }
}
// Amounts of ~10 significant bytes, as the model assumes (1,234 and 0.98 of an 18-decimal token).
const IN = 1_234_567_890_123_456_789_012n
const OUT = 987_654_321_098_765_432n
const route = (...hops: TradeHop[]): TradeRoute => ({
  protocol: new Set(hops.map((h) => h.protocol)).size > 1 ? 'MIXED' : (hops[0]?.protocol ?? 'V3'),
  hops,
  amountIn: IN,
  amountOut: OUT,
})
const trade = (
  routes: TradeRoute[],
  inputCurrency: SwapCurrency = currency(A),
  outputCurrency: SwapCurrency = currency(B),
  tradeType: SwapTrade['tradeType'] = 'exactIn',
): SwapTrade => ({
  tradeType,
  inputCurrency,
  outputCurrency,
  inputAmount: routes.reduce((s, r) => s + r.amountIn, 0n),
  outputAmount: routes.reduce((s, r) => s + r.amountOut, 0n),
  priceImpactBps: 0,
  gasUseEstimate: 0n,
  gasUseEstimateUSD: null,
  blockNumber: 1n,
  source: 'api',
  routes,
})

const SHAPES: [string, SwapTrade][] = [
  ['one v3 pool', trade([route(v3(A, B))])],
  ['two v3 pools', trade([route(v3(A, C), v3(C, B))])],
  ['three v3 pools', trade([route(v3(A, C), v3(C, D), v3(D, B))])],
  ['one v2 pair', trade([route(v2(A, B))])],
  ['two v2 pairs', trade([route(v2(A, C), v2(C, B))])],
  ['three v2 pairs', trade([route(v2(A, C), v2(C, D), v2(D, B))])],
  ['one v4 pool', trade([route(v4(A, B))])],
  ['two v4 pools', trade([route(v4(A, C), v4(C, B))])],
  ['three v4 pools', trade([route(v4(A, C), v4(C, D), v4(D, B))])],
  ['v3 then v2', trade([route(v3(A, C), v2(C, B))])],
  ['v2 then v3', trade([route(v2(A, C), v3(C, B))])],
  ['a split over two v3 pools', trade([route(v3(A, B)), route(v3(A, B, 500))])],
  ['a split over v3 and v2', trade([route(v3(A, B)), route(v2(A, B))])],
  ['a split over v3, v2 and v4', trade([route(v3(A, B)), route(v2(A, B)), route(v4(A, B))])],
  ['ETH into a v3 pool', trade([route(v3(WETH, B))], ETH)],
  ['a v3 pool out to ETH', trade([route(v3(A, WETH))], currency(A), ETH)],
  ['one v3 pool, exact output', trade([route(v3(A, B))], currency(A), currency(B), 'exactOut')],
  [
    'two v3 pools, exact output',
    trade([route(v3(A, C), v3(C, B))], currency(A), currency(B), 'exactOut'),
  ],
  [
    'two v2 pairs, exact output',
    trade([route(v2(A, C), v2(C, B))], currency(A), currency(B), 'exactOut'),
  ],
  ['one v4 pool, exact output', trade([route(v4(A, B))], currency(A), currency(B), 'exactOut')],
  ['ETH into a v3 pool, exact output', trade([route(v3(WETH, B))], ETH, currency(B), 'exactOut')],
]

/** The calldata's size as the OP Stack's Ecotone fee counts it. */
const dataGasOf = (hex: Hex) =>
  (hex.slice(2).match(/../g) ?? []).reduce((sum, b) => sum + (b === '00' ? 4 : 16), 0)

const protocolOf = (hop: TradeHop) => ({
  protocol: hop.protocol.toLowerCase() as 'v2' | 'v3' | 'v4',
})

it('the search’s data gas is within 5 % of the calldata the app sends, for every shape', () => {
  let checked = 0
  for (const [name, t] of SHAPES) {
    const { calldata } = buildUniversalRouterCalldata({
      trade: t,
      slippageBps: 50,
      deadline: 1_764_000_000n,
    })
    const modelled = t.routes.reduce(
      (sum, r) => sum + routeDataGas(r.hops.map(protocolOf)),
      transactionDataGas(
        { in: isNative(t.inputCurrency), out: isNative(t.outputCurrency) },
        t.tradeType,
      ),
    )
    const sent = dataGasOf(calldata)
    expect(Math.abs(Number(modelled) - sent) / sent, name).toBeLessThanOrEqual(0.05)
    checked++
  }
  expect(checked).toBe(21)
})
