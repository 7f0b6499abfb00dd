// The routing service's answer (spec 01 §3 "Quote response", §7.1; services/quote/src/response.ts)
// read defensively into a SwapTrade. The body crosses a network from a service we do not control
// in production, so nothing is trusted: every number must be a well-formed integer string, every
// route must chain from the requested input to the requested output, and the amounts must add
// up to the request. Anything else is "no quote" (spec 01 §4: NO_ROUTE_FOUND), never a throw.

import { type Address, getAddress, type Hex, isAddress } from 'viem'
import { AppError } from '../../../lib/errors'
import type {
  QuoteRequest,
  RouteToken,
  SwapTrade,
  TradeHop,
  TradeRoute,
  TransferFee,
} from '../types'
import { estimateGas } from './gas'
import { priceImpactBpsOf } from './priceImpact'
import { routeTokenOf, sameAddress } from './routeTokens'

type Json = Record<string, unknown>

/** Thrown inside the parser only; parseQuoteResponse turns it into null. */
class Malformed extends AppError<'malformedQuote'> {
  override name = 'Malformed'
  constructor(message: string) {
    super({ code: 'malformedQuote', message })
  }
}

const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const UINT = /^[0-9]{1,78}$/
const INT = /^-?[0-9]{1,78}$/
const DECIMAL = /^-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?$/

function record(v: unknown, what: string): Json {
  if (!isRecord(v)) throw new Malformed(`${what} is not an object`)
  return v
}

function uint(v: unknown, what: string): bigint {
  // Numbers are accepted only while they are exact (a JSON number beyond 2^53 has lost digits).
  if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return BigInt(v)
  if (typeof v !== 'string' || !UINT.test(v)) throw new Malformed(`${what} is not an integer`)
  return BigInt(v)
}

function int(v: unknown, what: string): number {
  if (typeof v === 'number' && Number.isSafeInteger(v)) return v
  if (typeof v !== 'string' || !INT.test(v) || !Number.isSafeInteger(Number(v)))
    throw new Malformed(`${what} is not an integer`)
  return Number(v)
}

function address(v: unknown, what: string): Address {
  if (typeof v !== 'string' || !isAddress(v, { strict: false }))
    throw new Malformed(`${what} is not an address`)
  return getAddress(v)
}

function token(v: unknown, chainId: number): RouteToken {
  const t = record(v, 'token')
  const decimals = int(t.decimals, 'decimals')
  if (decimals < 0 || decimals > 255) throw new Malformed('decimals out of range')
  if (t.chainId !== undefined && int(t.chainId, 'chainId') !== chainId)
    throw new Malformed('token on another chain')
  return {
    chainId,
    address: address(t.address, 'token address'),
    symbol: typeof t.symbol === 'string' ? t.symbol : '',
    decimals,
  }
}

interface ParsedHop {
  hop: TradeHop
  amountIn?: bigint
  amountOut?: bigint
}

/** Issue 31: a v4-pool hop, named by its PoolKey (its `address` is the PoolId). */
function v4Hop(h: Json, chainId: number): TradeHop {
  if (typeof h.address !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(h.address))
    throw new Malformed('v4 pool id is not 32 bytes')
  const fee = int(h.fee, 'fee')
  const lpFee = int(h.lpFee, 'lpFee')
  // A static fee below 100 %, or the dynamic-fee flag (LPFeeLibrary: 0x800000).
  if ((fee < 0 || fee >= 1_000_000) && fee !== 0x800000) throw new Malformed('fee out of range')
  if (lpFee < 0 || lpFee >= 1_000_000) throw new Malformed('lpFee out of range')
  const take = h.hookFee === undefined ? undefined : record(h.hookFee, 'hookFee')
  return {
    protocol: 'V4',
    poolId: h.address as Hex,
    tokenIn: token(h.tokenIn, chainId),
    tokenOut: token(h.tokenOut, chainId),
    currency0: address(h.currency0, 'currency0'),
    currency1: address(h.currency1, 'currency1'),
    fee,
    lpFee,
    tickSpacing: int(h.tickSpacing, 'tickSpacing'),
    hooks: address(h.hooks, 'hooks'),
    sqrtRatioX96: uint(h.sqrtRatioX96, 'sqrtRatioX96'),
    liquidity: uint(h.liquidity, 'liquidity'),
    tickCurrent: int(h.tickCurrent, 'tickCurrent'),
    ...(take
      ? { hookFee: { token: token(take.token, chainId), amount: uint(take.amount, 'hook fee') } }
      : {}),
  }
}

function hop(v: unknown, chainId: number): ParsedHop {
  const h = record(v, 'hop')
  const amounts = {
    amountIn: h.amountIn === undefined ? undefined : uint(h.amountIn, 'amountIn'),
    amountOut: h.amountOut === undefined ? undefined : uint(h.amountOut, 'amountOut'),
  }
  if (h.type === 'v4-pool') return { hop: v4Hop(h, chainId), ...amounts }
  const base = {
    address: address(h.address, 'pool address'),
    tokenIn: token(h.tokenIn, chainId),
    tokenOut: token(h.tokenOut, chainId),
  }
  if (h.type === 'v3-pool') {
    const fee = int(h.fee, 'fee')
    if (fee <= 0 || fee >= 1_000_000) throw new Malformed('fee out of range')
    return {
      hop: {
        protocol: 'V3',
        ...base,
        fee,
        sqrtRatioX96: uint(h.sqrtRatioX96, 'sqrtRatioX96'),
        liquidity: uint(h.liquidity, 'liquidity'),
        tickCurrent: int(h.tickCurrent, 'tickCurrent'),
      },
      ...amounts,
    }
  }
  if (h.type === 'v2-pool') {
    const reserve = (r: unknown) => {
      const x = record(r, 'reserve')
      return { token: token(x.token, chainId), raw: uint(x.quotient, 'reserve') }
    }
    return {
      hop: {
        protocol: 'V2',
        ...base,
        reserve0: reserve(h.reserve0),
        reserve1: reserve(h.reserve1),
      },
      ...amounts,
    }
  }
  throw new Malformed(`unknown hop type ${String(h.type)}`)
}

function route(v: unknown, request: QuoteRequest, ends: [RouteToken, RouteToken]): TradeRoute {
  if (!Array.isArray(v) || v.length === 0) throw new Malformed('empty route')
  const hops = v.map((h) => hop(h, request.chain.id))
  const first = hops[0]
  const last = hops[hops.length - 1]
  if (first === undefined || last === undefined) throw new Malformed('empty route')
  // The path must chain: input token → … → output token, hop to hop.
  if (!sameAddress(first.hop.tokenIn.address, ends[0].address))
    throw new Malformed('route does not start at the input token')
  if (!sameAddress(last.hop.tokenOut.address, ends[1].address))
    throw new Malformed('route does not end at the output token')
  hops.forEach((h, i) => {
    const next = hops[i + 1]
    if (next && !sameAddress(h.hop.tokenOut.address, next.hop.tokenIn.address))
      throw new Malformed('route hops do not chain')
  })
  if (first.amountIn === undefined || last.amountOut === undefined)
    throw new Malformed('route without amounts')
  const protocols = new Set(hops.map((h) => h.hop.protocol))
  return {
    protocol: protocols.size > 1 ? 'MIXED' : first.hop.protocol,
    hops: hops.map((h) => h.hop),
    amountIn: first.amountIn,
    amountOut: last.amountOut,
  }
}

/** The reference API's gasPriceWei (a decimal string); left out when absent or unreadable. */
function optionalWei(v: unknown): { gasPriceWei?: bigint } {
  return typeof v === 'string' && /^\d{1,78}$/.test(v) ? { gasPriceWei: BigInt(v) } : {}
}

function gasUsd(v: unknown): string | null {
  if (v === null || v === undefined) return null
  if (typeof v === 'number' && Number.isFinite(v)) return String(v)
  if (typeof v === 'string' && DECIMAL.test(v)) return v
  throw new Malformed('gasUseEstimateUSD is not a decimal')
}

/**
 * Issue 17: fee-on-transfer tokens as the reference API marks them (buyFeeBps / sellFeeBps on a
 * route token); the larger of the two, since a route may move the token either way.
 */
function transferFees(routes: readonly unknown[], chainId: number): TransferFee[] {
  const fees = new Map<string, TransferFee>()
  for (const r of routes)
    for (const h of r as unknown[]) {
      const hop = record(h, 'hop')
      for (const raw of [hop.tokenIn, hop.tokenOut]) {
        const t = record(raw, 'token')
        if (t.buyFeeBps === undefined && t.sellFeeBps === undefined) continue
        const bps = Math.max(
          ...[t.buyFeeBps, t.sellFeeBps].map((v) => (v === undefined ? 0 : int(v, 'fee bps'))),
        )
        if (bps < 0 || bps >= 10_000) throw new Malformed('transfer fee out of range')
        const routeToken = token(raw, chainId)
        if (bps > 0) fees.set(routeToken.address.toLowerCase(), { token: routeToken, bps })
      }
    }
  return [...fees.values()]
}

function priceImpactBps(v: unknown, routes: readonly TradeRoute[]): number {
  const fraction = typeof v === 'string' && DECIMAL.test(v) ? Number(v) : v
  if (typeof fraction === 'number' && Number.isFinite(fraction)) return fraction * 10_000
  return priceImpactBpsOf(routes)
}

function parse(body: unknown, request: QuoteRequest): SwapTrade {
  const b = record(body, 'body')
  const input = routeTokenOf(request.chain, request.inputCurrency)
  const output = routeTokenOf(request.chain, request.outputCurrency)
  if (input === undefined || output === undefined) throw new Malformed('currencies do not route')
  if (!Array.isArray(b.route) || b.route.length === 0) throw new Malformed('no route')
  const routes = b.route.map((r) => route(r, request, [input, output]))
  const quote = uint(b.quote, 'quote')
  const totalIn = routes.reduce((s, r) => s + r.amountIn, 0n)
  const totalOut = routes.reduce((s, r) => s + r.amountOut, 0n)
  const exactIn = request.tradeType === 'exactIn'
  // The fixed side must be exactly what was asked, the other side exactly the quote.
  if ((exactIn ? totalIn : totalOut) !== request.amount)
    throw new Malformed('routes do not add up to the amount')
  if ((exactIn ? totalOut : totalIn) !== quote) throw new Malformed('routes do not add up to quote')
  if (quote === 0n) throw new Malformed('zero quote')
  return {
    tradeType: request.tradeType,
    inputCurrency: request.inputCurrency,
    outputCurrency: request.outputCurrency,
    inputAmount: totalIn,
    outputAmount: totalOut,
    routes,
    priceImpactBps: priceImpactBps(b.priceImpact, routes),
    gasUseEstimate:
      b.gasUseEstimate === undefined
        ? estimateGas(routes)
        : uint(b.gasUseEstimate, 'gasUseEstimate'),
    // Issue 31: an estimate in the Universal Router's model says so; any other (an older
    // service, or none and estimateGas above) is SwapRouter02's.
    gasRouter:
      b.gasUseEstimate !== undefined && b.gasRouter === 'universalRouter'
        ? 'universalRouter'
        : 'swapRouter02',
    gasUseEstimateUSD: gasUsd(b.gasUseEstimateUSD),
    ...optionalWei(b.gasPriceWei),
    blockNumber: uint(b.blockNumber, 'blockNumber'),
    source: 'api',
    transferFees: transferFees(b.route, request.chain.id),
  }
}

/** The trade the body describes for `request`, or null when the body is not a usable quote. */
export function parseQuoteResponse(body: unknown, request: QuoteRequest): SwapTrade | null {
  try {
    return parse(body, request)
  } catch {
    // Malformed, or anything a hostile body could provoke: never a crash of the swap screen.
    return null
  }
}
