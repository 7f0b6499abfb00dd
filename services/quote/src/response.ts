// The body of a served quote (spec 01 §3 "Quote response", §7.1: the client reads blockNumber,
// quote, gasUseEstimateUSD and route). Field names and the hop shapes follow the reference
// routing API, so a client written for one reads the other: numbers as decimal strings, token
// decimals as strings, amountIn on a route's first hop and amountOut on its last.
import type { GasRouter, HookFee, Trade, TransferFees } from '@tidepool/routing'
import { formatUnits } from 'viem'
import type { TokenInfo } from './chains.ts'
import type { Address } from './params.ts'

export interface TokenInRoute {
  chainId: number
  address: Address
  symbol: string
  decimals: string
  /**
   * Issue 17: a fee-on-transfer token's fee in basis points, as the reference routing API sends
   * it for such tokens (one fee for both directions here); absent for other tokens.
   */
  buyFeeBps?: string
  sellFeeBps?: string
}

interface HopBase {
  address: Address
  tokenIn: TokenInRoute
  tokenOut: TokenInRoute
  amountIn?: string
  amountOut?: string
}

export interface V3PoolInRoute extends HopBase {
  type: 'v3-pool'
  fee: string
  liquidity: string
  sqrtRatioX96: string
  tickCurrent: string
}

export interface V2Reserve {
  token: TokenInRoute
  quotient: string
}

export interface V2PoolInRoute extends HopBase {
  type: 'v2-pool'
  reserve0: V2Reserve
  reserve1: V2Reserve
}

/**
 * Issue 31: a v4 pool, with its PoolKey (the reference API's v4-pool fields: fee, tickSpacing,
 * hooks) and the currencies the PoolManager moves (0x0: the native coin; `tokenIn`/`tokenOut`
 * name it by its wrapped token, as the route does). `address` is the PoolId.
 */
export interface V4PoolInRoute extends HopBase {
  type: 'v4-pool'
  /** The PoolKey's fee (8388608 = 0x800000: dynamic). */
  fee: string
  /** The fee this swap pays, from slot0. */
  lpFee: string
  tickSpacing: string
  hooks: Address
  currency0: Address
  currency1: Address
  liquidity: string
  sqrtRatioX96: string
  tickCurrent: string
  /**
   * What the pool's hook took from this swap, exactly (V4Quoter's answer against the pool's
   * replay without the hook), in the token it was taken in; absent for a hookless pool.
   */
  hookFee?: { token: TokenInRoute; amount: string }
}

export type PoolInRoute = V3PoolInRoute | V2PoolInRoute | V4PoolInRoute

export interface QuoteResponse {
  blockNumber: string
  /** The fixed side, raw and in whole tokens. */
  amount: string
  amountDecimals: string
  /** Output for exactIn, input for exactOut, raw units. */
  quote: string
  quoteDecimals: string
  quoteGasAdjusted: string
  quoteGasAdjustedDecimals: string
  gasUseEstimate: string
  /**
   * Issue 31: the router whose gas model `gasUseEstimate` is (and the routes were weighed by):
   * the Universal Router's where the chain has one, without a Permit2 signature (the service
   * knows no account); SwapRouter02's otherwise. Not in the reference API.
   */
  gasRouter: GasRouter
  gasUseEstimateQuote: string
  gasUseEstimateQuoteDecimals: string
  /** Whole dollars as a decimal string; null when no pool prices the native token in USD. */
  gasUseEstimateUSD: string | null
  gasPriceWei: string
  /** A fraction (0.0123 is 1.23 %), against the pools' mid prices. */
  priceImpact: string
  route: PoolInRoute[][]
}

export interface ResponseContext {
  chainId: number
  trade: Trade & { transferFees?: TransferFees; hookFee?: HookFee }
  blockNumber: bigint
  gasPriceWei: bigint
  gasUseEstimateUSD: string | null
  /** Metadata of every token on the trade's routes. */
  tokens: ReadonlyMap<Address, TokenInfo>
}

function tokenInRoute(ctx: ResponseContext, address: Address): TokenInRoute {
  const info = ctx.tokens.get(address)
  if (info === undefined) throw new Error(`no metadata for token ${address}`)
  const fee = ctx.trade.transferFees?.[address]
  return {
    chainId: ctx.chainId,
    address,
    symbol: info.symbol,
    decimals: String(info.decimals),
    ...(fee ? { buyFeeBps: String(fee), sellFeeBps: String(fee) } : {}),
  }
}

function routeOf(ctx: ResponseContext, route: Trade['routes'][number]): PoolInRoute[] {
  const last = route.hops.length - 1
  return route.hops.map((hop, i): PoolInRoute => {
    const common = {
      address: hop.pool.address,
      tokenIn: tokenInRoute(ctx, hop.tokenIn),
      tokenOut: tokenInRoute(ctx, hop.tokenOut),
      // The route's ends: what the payer sends and what reaches the recipient, which differ
      // from the first pool's input and last pool's output by a fee-on-transfer token's fee.
      ...(i === 0 ? { amountIn: route.amountIn.toString() } : {}),
      ...(i === last ? { amountOut: route.amountOut.toString() } : {}),
    }
    const pool = hop.pool
    if (pool.protocol === 'v2') {
      return {
        type: 'v2-pool',
        ...common,
        reserve0: { token: tokenInRoute(ctx, pool.token0), quotient: pool.reserve0.toString() },
        reserve1: { token: tokenInRoute(ctx, pool.token1), quotient: pool.reserve1.toString() },
      }
    }
    const state = {
      liquidity: pool.liquidity.toString(),
      sqrtRatioX96: pool.sqrtPriceX96.toString(),
      tickCurrent: String(pool.tick),
    }
    if (pool.protocol === 'v4') {
      const fee = ctx.trade.hookFee
      return {
        ...(fee?.pool === pool.address
          ? { hookFee: { token: tokenInRoute(ctx, fee.token), amount: fee.amount.toString() } }
          : {}),
        type: 'v4-pool',
        ...common,
        fee: String(pool.keyFee),
        lpFee: String(pool.fee),
        tickSpacing: String(pool.tickSpacing),
        hooks: pool.hooks,
        currency0: pool.currency0,
        currency1: pool.currency1,
        ...state,
      }
    }
    return { type: 'v3-pool', ...common, fee: String(pool.fee), ...state }
  })
}

export function toQuoteResponse(ctx: ResponseContext): QuoteResponse {
  const { trade } = ctx
  const exactIn = trade.tradeType === 'exactIn'
  const decimalsOf = (a: Address): number => ctx.tokens.get(a)?.decimals ?? 0
  const amountDecimals = decimalsOf(exactIn ? trade.tokenIn : trade.tokenOut)
  const quoteDecimals = decimalsOf(exactIn ? trade.tokenOut : trade.tokenIn)
  return {
    blockNumber: ctx.blockNumber.toString(),
    amount: trade.amount.toString(),
    amountDecimals: formatUnits(trade.amount, amountDecimals),
    quote: trade.quote.toString(),
    quoteDecimals: formatUnits(trade.quote, quoteDecimals),
    quoteGasAdjusted: trade.quoteGasAdjusted.toString(),
    quoteGasAdjustedDecimals: formatUnits(trade.quoteGasAdjusted, quoteDecimals),
    gasUseEstimate: trade.gasEstimate.toString(),
    gasRouter: trade.gasRouter,
    gasUseEstimateQuote: trade.gasCostInQuoteToken.toString(),
    gasUseEstimateQuoteDecimals: formatUnits(trade.gasCostInQuoteToken, quoteDecimals),
    gasUseEstimateUSD: ctx.gasUseEstimateUSD,
    gasPriceWei: ctx.gasPriceWei.toString(),
    priceImpact: String(trade.priceImpact),
    route: trade.routes.map((r) => routeOf(ctx, r)),
  }
}
