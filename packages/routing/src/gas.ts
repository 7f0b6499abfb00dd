// A swap's gas, as SwapRouter02 executes it (issue 17). spec 01 §9 Routing charges 100000 plus
// 30000 per pool hop: that was the 2022 rule of thumb, and the chain disagrees (a three-hop swap
// runs ~290k, not 190k). The engine follows the chain's executed gas instead, with a model in the
// shape of AlphaRouter's: a cost per transaction, per route, per hop by pool type, per protocol
// segment and per initialized v3 tick crossed. The constants are fitted to the gasUsed of
// router-sdk calldata (what the app sends) on the devnet; apps/web/src/modules/swap/actions/
// gasModel.int.test.ts checks every estimate within 10 % of the executed gas on a fixed set of
// routes, and bench/README.md "Gas model calibration (issue 17)" records the table.
//
// Issue 31: the Universal Router (where the chain has one) runs the same pools for other gas than
// SwapRouter02: its own terms per command are universalRouterGas.ts's. There the route search
// weighs routes by them and quotes estimate with them (`routerGasModel('universalRouter')`, the
// ticks charged as here); this model stays what chains without a UR (and fee-on-transfer trades,
// which SwapRouter02 sends) weigh, estimate and show. bench/README.md "Gas model calibration
// (issue 17)", Universal Router part.
//
// A split is charged each route, as Uniswap's router does: each route is its own router call, so
// an extra split is never free. The cost is priced into the quote token (output token for exact
// input, input token for exact output) with a price the caller supplies.
import { InvalidInputError } from './errors.ts'
import { type L1FeePerDataGas, l1FeeWei } from './l1DataFee.ts'

/** Once per swap transaction: 21,000 intrinsic gas, the calldata and the router's multicall. */
export const SWAP_TX_GAS = 23_000n
/** Each route of a trade: one more router call (pulling its share of the input, its checks). */
export const ROUTE_GAS = 17_500n
/** A v2 pair hop: the transfer into the pair, its swap, reserves and price accumulators. */
export const V2_HOP_GAS = 89_500n
/** A v3 pool hop with no initialized tick crossed: the pool's swap loop and its callback. */
export const V3_HOP_GAS = 80_500n
/**
 * Each run of consecutive v2 hops: SwapRouter02's v2 path reads the recipient's balance before
 * and after and the pair's balance per hop, on top of the pool work.
 */
export const V2_SEGMENT_GAS = 8_500n
/** Each switch between v2 and v3 within a route: one more router call spending its balance. */
export const PROTOCOL_SWITCH_GAS = 6_500n
/**
 * Each initialized tick a v3 swap crosses: Tick.cross rewrites the tick's fee-growth and oracle
 * slots (plus a step of the swap loop). On the devnet a crossing mostly writes slots that were
 * zero, which is what a tick crossed for the first time costs; mainnet's long-lived ticks are
 * cheaper (AlphaRouter charges 31,000). The engine follows the chain it is calibrated on.
 */
export const V3_TICK_CROSSED_GAS = 42_000n

/**
 * A v4 pool hop inside the PoolManager (issue 31): the swap loop without a pool contract of its
 * own, its callback or token transfers; the unlock, settle and take are the segment's.
 * Fitted with V4_SEGMENT_GAS to the Universal Router's gasUsed on the devnet (bench/README.md
 * "Gas model calibration", Universal Router part; swap/actions/gasModelUniversal.int.test.ts):
 * one v4 pool costs 79–100k on top of the transaction and route (ERC-20 in and ETH out 79k, ETH
 * in 85k, a hooked pool 91–95k, exact output with the ETH refund 100k), a v4 hop after a v3 one
 * 80k. Only one-hop v4 routes are seeded, so the routes fix the hop and segment together (88k);
 * the split between them (the PoolManager's swap ~40k, the V4_SWAP command's unlock, settle and
 * take ~48k) is the engine's reading of what each does, not a fit. That fit was on unwarmed
 * pools (each pool's first swap since seeding, ~17k of accumulator writes from zero); warmed, one
 * v4 pool runs 109–121k in all, and the route search here still charges it 128.5k.
 */
export const V4_HOP_GAS = 40_000n
/** Each run of consecutive v4 hops: one V4_SWAP command (unlock, settle the input, take the output). */
export const V4_SEGMENT_GAS = 48_000n
/**
 * Each initialized tick a v4 swap crosses (fee growth in the PoolManager's storage; no oracle
 * slots, unlike v3). Not measured: the devnet's v4 seed is full-range liquidity, so no swap
 * crosses an initialized tick; two fee-growth slots written as v3's are (v3's 42,000 less its
 * oracle slots).
 */
export const V4_TICK_CROSSED_GAS = 28_000n

/** Native ETH in: router-sdk sends the value and SwapRouter02 wraps it as it pays the pool. */
export const NATIVE_IN_GAS = 3_000n
/** Native ETH in for an exact output: router-sdk adds a refundETH call for the unspent value. */
export const NATIVE_REFUND_GAS = 9_000n
/** Native ETH out: the router keeps the WETH, then unwrapWETH9 withdraws and sends the ETH. */
export const NATIVE_OUT_GAS = 17_000n

/** Which sides of the swap are the native currency (routed as its wrapped token). */
export interface NativeSides {
  in?: boolean
  out?: boolean
}

/** What the gas model needs of one hop: the pool type and, for v3/v4, the ticks it crosses. */
export interface HopGas {
  protocol: 'v2' | 'v3' | 'v4'
  /** v3/v4: initialized ticks crossed by this hop's swap (the simulation counts them); default 0. */
  initializedTicksCrossed?: number
}

/** One route's own gas (a call of the router): everything but the transaction's fixed cost. */
export function estimateRouteGas(hops: readonly HopGas[]): bigint {
  if (hops.length === 0) throw new RangeError('a route needs at least one hop')
  let gas = ROUTE_GAS
  hops.forEach((hop, i) => {
    const ticks = hop.initializedTicksCrossed ?? 0
    if (!Number.isInteger(ticks) || ticks < 0)
      throw new RangeError(`ticks crossed must be a non-negative integer, got ${ticks}`)
    const previous = hops[i - 1]
    const newSegment = previous === undefined || previous.protocol !== hop.protocol
    if (hop.protocol === 'v2') {
      gas += V2_HOP_GAS
      if (newSegment) gas += V2_SEGMENT_GAS
    } else if (hop.protocol === 'v4') {
      gas += V4_HOP_GAS + V4_TICK_CROSSED_GAS * BigInt(ticks)
      if (newSegment) gas += V4_SEGMENT_GAS
    } else {
      gas += V3_HOP_GAS + V3_TICK_CROSSED_GAS * BigInt(ticks)
    }
    if (newSegment && previous !== undefined) gas += PROTOCOL_SWITCH_GAS
  })
  return gas
}

/** A whole swap transaction's fixed cost: the transaction, and wrapping / unwrapping ETH. */
export function swapTransactionGas(
  native: NativeSides = {},
  tradeType: 'exactIn' | 'exactOut' = 'exactIn',
): bigint {
  let gas = SWAP_TX_GAS
  if (native.in) gas += NATIVE_IN_GAS + (tradeType === 'exactOut' ? NATIVE_REFUND_GAS : 0n)
  if (native.out) gas += NATIVE_OUT_GAS
  return gas
}

/** A whole swap transaction: its fixed cost plus each route's (one route per router call). */
export function estimateTradeGas(
  routes: readonly (readonly HopGas[])[],
  native: NativeSides = {},
  tradeType: 'exactIn' | 'exactOut' = 'exactIn',
): bigint {
  if (routes.length === 0) throw new RangeError('a trade needs at least one route')
  return routes.reduce(
    (sum, hops) => sum + estimateRouteGas(hops),
    swapTransactionGas(native, tradeType),
  )
}

export interface GasPricing {
  /** Gas price in wei of the native currency. */
  gasPriceWei: bigint
  /**
   * Raw units of the quote token worth one wei of native currency, as a fraction (for a quote
   * token that is the wrapped native token, 1/1). Both parts are positive.
   */
  quoteTokenPerWei: { numerator: bigint; denominator: bigint }
  /**
   * Issue 33: on chains that charge an L1 data fee (the OP Stack's), its price per unit of data
   * gas (l1DataFee.ts); absent elsewhere.
   */
  l1FeePerDataGas?: L1FeePerDataGas
}

/**
 * Cost of `gas` units, plus (issue 33) the L1 data fee of `dataGas` where the pricing has one,
 * in raw quote-token units, rounded up; 0 without pricing.
 */
export function gasCostInQuoteToken(
  gas: bigint,
  pricing: GasPricing | undefined,
  dataGas = 0n,
): bigint {
  if (pricing === undefined) return 0n
  const { numerator, denominator } = pricing.quoteTokenPerWei
  if (denominator <= 0n || numerator < 0n || pricing.gasPriceWei < 0n) {
    throw new InvalidInputError('gas pricing must be non-negative with a positive denominator')
  }
  const wei = gas * pricing.gasPriceWei + l1FeeWei(dataGas, pricing.l1FeePerDataGas)
  const scaled = wei * numerator
  return (scaled + denominator - 1n) / denominator
}
