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
// is independent of the others'.
import type { Call, Trade, TradeRoute } from '@tidepool/routing'
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

export interface Segment {
  protocol: 'v2' | 'v3'
  tokens: Address[]
  /** v3 fee per pool; empty for v2. */
  fees: number[]
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
    const protocol = hop.pool.protocol
    const fee = hop.pool.protocol === 'v3' ? [hop.pool.fee] : []
    if (last !== undefined && last.protocol === protocol && last.amountOut === hop.amountIn) {
      last.tokens.push(hop.tokenOut)
      last.fees.push(...fee)
      last.amountOut = hop.amountOut
    } else {
      segments.push({
        protocol,
        tokens: [hop.tokenIn, hop.tokenOut],
        fees: fee,
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

function checkCall(chain: QuoteChain, tradeType: Trade['tradeType'], s: Segment): Call {
  const exactIn = tradeType === 'exactIn'
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
