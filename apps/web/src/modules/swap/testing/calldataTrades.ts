// Hand-built quoted trades for the calldata tests (SwapRouter02 and the legacy routers): v3 hops
// whose mid price agrees with the amounts, v2 hops with reserves, Router02's own amount math.
import { TickMath } from '@uniswap/v3-sdk'
import type { Address } from 'viem'
import type { RouteToken, SwapCurrency, SwapTrade, TradeHop, TradeRoute } from '../../quote'

const CHAIN = 31337
export const DEADLINE = 1_900_000_000n
export const ALICE: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const rt = (address: Address, symbol: string, decimals: number): RouteToken => ({
  chainId: CHAIN,
  address,
  symbol,
  decimals,
})
export const WETH = rt('0x73511669fd4dE447feD18BB79bAFeAC93aB7F31f', 'WETH', 18)
export const USDC = rt('0x1111111111111111111111111111111111111111', 'USDC', 6)
export const DAI = rt('0x2222222222222222222222222222222222222222', 'DAI', 18)

export const currency = (t: RouteToken): SwapCurrency => ({ ...t, name: t.symbol })
export const ETH: SwapCurrency = {
  chainId: CHAIN,
  address: 'ETH',
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
}

const sortsBefore = (a: RouteToken, b: RouteToken) =>
  a.address.toLowerCase() < b.address.toLowerCase()

/**
 * A v3 hop whose mid price is the route's rate amountOut/amountIn (a realistic quote: the SDK
 * refunds ETH when the price impact looks high, so the pools must agree with the amounts).
 */
export function v3Hop(
  tokenIn: RouteToken,
  tokenOut: RouteToken,
  fee: number,
  amountIn: bigint,
  amountOut: bigint,
): TradeHop {
  // price = token1 per token0 in raw units; tick = log_1.0001(price).
  const price = sortsBefore(tokenIn, tokenOut)
    ? Number(amountOut) / Number(amountIn)
    : Number(amountIn) / Number(amountOut)
  const tick = Math.floor(Math.log(price) / Math.log(1.0001))
  return {
    protocol: 'V3',
    address: '0x3333333333333333333333333333333333333333',
    tokenIn,
    tokenOut,
    fee,
    sqrtRatioX96: BigInt(TickMath.getSqrtRatioAtTick(tick).toString()),
    liquidity: 10n ** 24n,
    tickCurrent: tick,
  }
}

export function v2Hop(
  tokenIn: RouteToken,
  tokenOut: RouteToken,
  rIn: bigint,
  rOut: bigint,
): TradeHop {
  const [t0, t1, r0, r1] = sortsBefore(tokenIn, tokenOut)
    ? [tokenIn, tokenOut, rIn, rOut]
    : [tokenOut, tokenIn, rOut, rIn]
  return {
    protocol: 'V2',
    address: '0x4444444444444444444444444444444444444444',
    tokenIn,
    tokenOut,
    reserve0: { token: t0, raw: r0 },
    reserve1: { token: t1, raw: r1 },
  }
}

/** A hookless v4 pool of two ERC-20s (issue 31); the amounts only set its price, as v3Hop's. */
export function v4Hop(
  tokenIn: RouteToken,
  tokenOut: RouteToken,
  fee: number,
  amountIn: bigint,
  amountOut: bigint,
): TradeHop {
  const v3 = v3Hop(tokenIn, tokenOut, fee, amountIn, amountOut)
  if (v3.protocol !== 'V3') throw new Error('v3Hop')
  const [currency0, currency1] = sortsBefore(tokenIn, tokenOut)
    ? [tokenIn.address, tokenOut.address]
    : [tokenOut.address, tokenIn.address]
  return {
    ...v3,
    protocol: 'V4',
    poolId: `0x${'44'.repeat(32)}`,
    currency0,
    currency1,
    lpFee: fee,
    tickSpacing: 60,
    hooks: '0x0000000000000000000000000000000000000000',
  }
}

/** UniswapV2Library.getAmountOut / getAmountIn (the SDK recomputes v2 routes from reserves). */
export const v2Out = (a: bigint, rIn: bigint, rOut: bigint) =>
  (a * 997n * rOut) / (rIn * 1000n + a * 997n)
export const v2In = (a: bigint, rIn: bigint, rOut: bigint) =>
  (rIn * a * 1000n) / ((rOut - a) * 997n) + 1n

export function route(hops: TradeHop[], amountIn: bigint, amountOut: bigint): TradeRoute {
  const protocols = new Set(hops.map((h) => h.protocol))
  const protocol = protocols.size > 1 ? 'MIXED' : (hops[0]?.protocol ?? 'V3')
  return { protocol, hops, amountIn, amountOut }
}

export function trade(
  tradeType: SwapTrade['tradeType'],
  inputCurrency: SwapCurrency,
  outputCurrency: SwapCurrency,
  routes: TradeRoute[],
): SwapTrade {
  return {
    tradeType,
    inputCurrency,
    outputCurrency,
    inputAmount: routes.reduce((s, r) => s + r.amountIn, 0n),
    outputAmount: routes.reduce((s, r) => s + r.amountOut, 0n),
    routes,
    priceImpactBps: 0,
    gasUseEstimate: 0n,
    gasUseEstimateUSD: null,
    blockNumber: 1n,
    source: 'client',
  }
}
