// Issue 4: every served route is checked on-chain, in one multicall at the snapshot's block,
// before it is served; a disagreement is an error, never a silent wrong quote.
//
// A route is cut into segments of one protocol. A v3 segment is checked by QuoterV2
// (quoteExactInput / quoteExactOutput on its encoded path); a v2 segment by Router02's
// getAmountsOut / getAmountsIn, which read the pairs' reserves at the same block. A pure v3
// route is one segment, so it is QuoterV2 on the whole route. A mixed route (exact input only)
// has no single on-chain quoter here (the devnet deploys no MixedRouteQuoterV1): each segment
// is checked from the engine's own amount at its start, so if every segment agrees to the wei,
// the chain of them — which SwapRouter02 executes segment by segment — agrees too. The routes
// of a trade never share a pool (the engine's rule, checked again here), so each route's quote
// is independent of the others'. A v4 segment (issue 31) is checked by V4Quoter on its PathKeys;
// it ends where the next hop needs the other form of the native coin (ETH after WETH, or the
// reverse), which the Universal Router wraps or unwraps between the two.
import {
  type Call,
  type Trade,
  type TradeRoute,
  type V4Pool,
  v4HopCurrencies,
} from '@tidepool/routing'
import { decodeFunctionResult, encodeFunctionData, encodePacked, type Hex, parseAbi } from 'viem'
import type { QuoteChain } from './chains.ts'
import type { Address } from './params.ts'

export const quoterV2Abi = parseAbi([
  'function quoteExactInput(bytes path, uint256 amountIn) returns (uint256 amountOut, uint160[] sqrtPriceX96AfterList, uint32[] initializedTicksCrossedList, uint256 gasEstimate)',
  'function quoteExactOutput(bytes path, uint256 amountOut) returns (uint256 amountIn, uint160[] sqrtPriceX96AfterList, uint32[] initializedTicksCrossedList, uint256 gasEstimate)',
])

const router02Abi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function getAmountsIn(uint256 amountOut, address[] path) view returns (uint256[] amounts)',
])

const v4QuoterAbi = parseAbi([
  'struct PathKey { address intermediateCurrency; uint24 fee; int24 tickSpacing; address hooks; bytes hookData; }',
  'struct QuoteExactParams { address exactCurrency; PathKey[] path; uint128 exactAmount; }',
  'function quoteExactInput(QuoteExactParams params) returns (uint256 amountOut, uint256 gasEstimate)',
  'function quoteExactOutput(QuoteExactParams params) returns (uint256 amountIn, uint256 gasEstimate)',
])

export interface Segment {
  protocol: 'v2' | 'v3' | 'v4'
  tokens: Address[]
  /** v3 fee per pool; empty for v2 and v4. */
  fees: number[]
  /** v4: the pools, in swap order. */
  v4Pools: V4Pool[]
  /** v4: the currencies the PoolManager moves, in swap order (0x0: the native coin). */
  currencies: Address[]
  amountIn: bigint
  amountOut: bigint
}

export interface SegmentCheck {
  route: number
  segment: Segment
  tradeType: Trade['tradeType']
  call: Call
}

export interface Mismatch {
  route: number
  protocol: Segment['protocol']
  tokens: Address[]
  /** The side the chain computes: output for exact input, input for exact output. */
  engine: string
  chain: string | 'reverted'
}

/**
 * Consecutive hops of one protocol, with the engine's amounts at their ends. A fee-on-transfer
 * token between two pools (issue 17) also ends a segment: the next pool receives less than the
 * previous one sent, which Router02's getAmountsOut does not know, so each side is checked from
 * the engine's own amounts (the fee itself is the token's, measured on chain).
 */
export function segmentsOf(route: TradeRoute): Segment[] {
  const segments: Segment[] = []
  for (const hop of route.hops) {
    const last = segments[segments.length - 1]
    const { pool } = hop
    const fee = pool.protocol === 'v3' ? [pool.fee] : []
    const v4 = pool.protocol === 'v4' ? v4HopCurrencies(pool, hop.tokenIn) : undefined
    const links =
      last !== undefined &&
      last.protocol === pool.protocol &&
      last.amountOut === hop.amountIn &&
      (v4 === undefined || last.currencies.at(-1) === v4.currencyIn)
    if (links) {
      last.tokens.push(hop.tokenOut)
      last.fees.push(...fee)
      if (pool.protocol === 'v4' && v4) {
        last.v4Pools.push(pool)
        last.currencies.push(v4.currencyOut)
      }
      last.amountOut = hop.amountOut
    } else {
      segments.push({
        protocol: pool.protocol,
        tokens: [hop.tokenIn, hop.tokenOut],
        fees: fee,
        v4Pools: pool.protocol === 'v4' ? [pool] : [],
        currencies: v4 ? [v4.currencyIn, v4.currencyOut] : [],
        amountIn: hop.amountIn,
        amountOut: hop.amountOut,
      })
    }
  }
  return segments
}

/** QuoterV2's path: token, fee, token, … (reversed, tokenOut first, for exact output). */
export function encodeV3Path(tokens: readonly Address[], fees: readonly number[]): Hex {
  const types: ('address' | 'uint24')[] = []
  const values: (Address | number)[] = []
  tokens.forEach((token, i) => {
    types.push('address')
    values.push(token)
    const fee = fees[i]
    if (i < tokens.length - 1 && fee !== undefined) {
      types.push('uint24')
      values.push(fee)
    }
  })
  return encodePacked(types, values)
}

/**
 * V4Quoter's PathKeys: each names the currency on its far side from the exact one (exact
 * input: each hop's output; exact output: each hop's input, still in swap order).
 */
function v4Path(s: Segment, exactIn: boolean) {
  return s.v4Pools.map((pool, i) => ({
    intermediateCurrency: s.currencies[exactIn ? i + 1 : i] as Address,
    fee: pool.keyFee,
    tickSpacing: pool.tickSpacing,
    hooks: pool.hooks,
    hookData: '0x' as Hex,
  }))
}

function v4CheckCall(chain: QuoteChain, exactIn: boolean, s: Segment): Call {
  const quoter = chain.contracts.v4Quoter
  if (quoter === undefined) throw new RouteCheckError('a v4 route on a chain without V4Quoter')
  const params = {
    exactCurrency: (exactIn ? s.currencies[0] : s.currencies.at(-1)) as Address,
    path: v4Path(s, exactIn),
    exactAmount: exactIn ? s.amountIn : s.amountOut,
  }
  const data = encodeFunctionData({
    abi: v4QuoterAbi,
    functionName: exactIn ? 'quoteExactInput' : 'quoteExactOutput',
    args: [params],
  })
  return { to: quoter, data }
}

function checkCall(chain: QuoteChain, tradeType: Trade['tradeType'], s: Segment): Call {
  const exactIn = tradeType === 'exactIn'
  if (s.protocol === 'v4') return v4CheckCall(chain, exactIn, s)
  if (s.protocol === 'v2') {
    const data = exactIn
      ? encodeFunctionData({
          abi: router02Abi,
          functionName: 'getAmountsOut',
          args: [s.amountIn, s.tokens],
        })
      : encodeFunctionData({
          abi: router02Abi,
          functionName: 'getAmountsIn',
          args: [s.amountOut, s.tokens],
        })
    return { to: chain.contracts.v2Router02, data }
  }
  const data = exactIn
    ? encodeFunctionData({
        abi: quoterV2Abi,
        functionName: 'quoteExactInput',
        args: [encodeV3Path(s.tokens, s.fees), s.amountIn],
      })
    : encodeFunctionData({
        abi: quoterV2Abi,
        functionName: 'quoteExactOutput',
        args: [encodeV3Path([...s.tokens].reverse(), [...s.fees].reverse()), s.amountOut],
      })
  return { to: chain.contracts.quoterV2, data }
}

export class RouteCheckError extends Error {
  override name = 'RouteCheckError'
}

/** The calls of the one verification multicall. Throws if two routes share a pool. */
export function buildChecks(chain: QuoteChain, trade: Trade): SegmentCheck[] {
  const seen = new Set<string>()
  for (const route of trade.routes) {
    for (const pool of route.route.pools) {
      if (seen.has(pool.address))
        throw new RouteCheckError(`pool ${pool.address} appears in two routes of one trade`)
      seen.add(pool.address)
    }
  }
  return trade.routes.flatMap((route, index) =>
    segmentsOf(route).map((segment) => ({
      route: index,
      segment,
      tradeType: trade.tradeType,
      call: checkCall(chain, trade.tradeType, segment),
    })),
  )
}

function chainAmount(check: SegmentCheck, data: Hex): bigint | undefined {
  const { segment, tradeType } = check
  if (segment.protocol === 'v2') {
    const functionName = tradeType === 'exactIn' ? 'getAmountsOut' : 'getAmountsIn'
    const amounts = decodeFunctionResult({ abi: router02Abi, functionName, data })
    return tradeType === 'exactIn' ? amounts[amounts.length - 1] : amounts[0]
  }
  const functionName = tradeType === 'exactIn' ? 'quoteExactInput' : 'quoteExactOutput'
  if (segment.protocol === 'v4') {
    const [amount] = decodeFunctionResult({ abi: v4QuoterAbi, functionName, data })
    return amount
  }
  const [amount] = decodeFunctionResult({ abi: quoterV2Abi, functionName, data })
  return amount
}

/** Segments whose on-chain amount differs from the engine's by even one wei, or reverted. */
export function compareChecks(
  checks: readonly SegmentCheck[],
  results: readonly (Hex | undefined)[],
): Mismatch[] {
  const mismatches: Mismatch[] = []
  checks.forEach((check, i) => {
    const { segment, tradeType } = check
    const engine = tradeType === 'exactIn' ? segment.amountOut : segment.amountIn
    const data = results[i]
    let onChain: bigint | undefined
    try {
      onChain = data === undefined ? undefined : chainAmount(check, data)
    } catch {
      onChain = undefined
    }
    if (onChain === engine) return
    mismatches.push({
      route: check.route,
      protocol: segment.protocol,
      tokens: segment.tokens,
      engine: engine.toString(),
      chain: onChain === undefined ? 'reverted' : onChain.toString(),
    })
  })
  return mismatches
}
