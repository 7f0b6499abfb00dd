// The routing engine's trade (@tidepool/routing BestTrade) as a SwapTrade: the same shape the
// service's answer parses into (spec 01 §7.1: "a client-side router produces a quote of the same
// shape"), so the swap screen and execution never know where a trade came from.
import type { BestTrade } from '@tidepool/routing'
import { getAddress } from 'viem'
import type { QuoteRequest, RouteToken, SwapTrade, TradeHop, TradeRoute } from '../types'

type EngineHop = BestTrade['routes'][number]['hops'][number]

export interface FromEngineTradeParameters {
  trade: BestTrade
  request: QuoteRequest
  /** Metadata of every token the routes can touch, by lowercase address. */
  tokens: ReadonlyMap<string, RouteToken>
  gasUseEstimateUSD: string | null
  /** The gas price that USD value was computed at (issue 33). */
  gasPriceWei?: bigint | undefined
}

function tokenOf(tokens: ReadonlyMap<string, RouteToken>, address: string): RouteToken {
  const token = tokens.get(address.toLowerCase())
  if (token === undefined) throw new Error(`no metadata for route token ${address}`)
  return token
}

function hopOf(tokens: ReadonlyMap<string, RouteToken>, hop: EngineHop): TradeHop {
  const pool = hop.pool
  if (pool.protocol === 'v4')
    return {
      protocol: 'V4',
      poolId: pool.address,
      tokenIn: tokenOf(tokens, hop.tokenIn),
      tokenOut: tokenOf(tokens, hop.tokenOut),
      currency0: getAddress(pool.currency0),
      currency1: getAddress(pool.currency1),
      fee: pool.keyFee,
      lpFee: pool.fee,
      tickSpacing: pool.tickSpacing,
      hooks: getAddress(pool.hooks),
      sqrtRatioX96: pool.sqrtPriceX96,
      liquidity: pool.liquidity,
      tickCurrent: pool.tick,
    }
  const base = {
    address: getAddress(hop.pool.address),
    tokenIn: tokenOf(tokens, hop.tokenIn),
    tokenOut: tokenOf(tokens, hop.tokenOut),
  }
  if (pool.protocol === 'v2')
    return {
      protocol: 'V2',
      ...base,
      reserve0: { token: tokenOf(tokens, pool.token0), raw: pool.reserve0 },
      reserve1: { token: tokenOf(tokens, pool.token1), raw: pool.reserve1 },
    }
  return {
    protocol: 'V3',
    ...base,
    fee: pool.fee,
    sqrtRatioX96: pool.sqrtPriceX96,
    liquidity: pool.liquidity,
    tickCurrent: pool.tick,
  }
}

/** Throws when a route token has no metadata (the caller treats that as no quote). */
export function fromEngineTrade({
  trade,
  request,
  tokens,
  gasUseEstimateUSD,
  gasPriceWei,
}: FromEngineTradeParameters): SwapTrade {
  const routes = trade.routes.map((r): TradeRoute => {
    const hops = r.hops.map((h) => hopOf(tokens, h))
    const protocols = new Set(hops.map((h) => h.protocol))
    return {
      protocol: protocols.size > 1 ? 'MIXED' : (hops[0]?.protocol ?? 'V3'),
      hops,
      amountIn: r.amountIn,
      amountOut: r.amountOut,
    }
  })
  return {
    tradeType: request.tradeType,
    inputCurrency: request.inputCurrency,
    outputCurrency: request.outputCurrency,
    inputAmount: trade.amountIn,
    outputAmount: trade.amountOut,
    routes,
    priceImpactBps: trade.priceImpact * 10_000,
    gasUseEstimate: trade.gasEstimate,
    gasRouter: trade.gasRouter,
    gasUseEstimateUSD,
    ...(gasPriceWei !== undefined && gasUseEstimateUSD !== null && { gasPriceWei }),
    blockNumber: trade.blockNumber,
    source: 'client',
    transferFees: Object.entries(trade.transferFees).map(([address, bps]) => ({
      token: tokenOf(tokens, address),
      bps,
    })),
  }
}
