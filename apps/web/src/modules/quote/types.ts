// The trade shapes (spec 01 §3 "Quote response", "Trade"), shared by the quote module (which
// produces a SwapTrade), the swap screen (which shows it) and execution (which turns it into
// router-sdk calldata on demand). It is plain data (bigints, strings), not SDK classes: the SDKs
// load only when a swap is confirmed (issue 5: calldata builders load on demand).
import type { Address, Hex } from 'viem'
import type { ChainInfo } from '../../chain/chains'
import type { Currency } from '../tokens'

/**
 * A side of the swap: the tokens module's Currency (a token, or the native coin whose address is
 * NATIVE_ADDRESS). An alias kept for the swap screen's code; new code says Currency.
 */
export type SwapCurrency = Currency

export type Field = 'INPUT' | 'OUTPUT'

/** spec 01 §3 Trade tradeType; 'exactIn' fixes the input amount (INPUT is the independent field). */
export type SwapTradeType = 'exactIn' | 'exactOut'

/** A token on a route: always an ERC-20 (the native currency routes as its wrapped token). */
export interface RouteToken {
  chainId: number
  address: Address
  symbol: string
  decimals: number
}

interface HopBase {
  /** Pool or pair address. */
  address: Address
  tokenIn: RouteToken
  tokenOut: RouteToken
}

/** A v3 pool as the quote saw it: enough to rebuild an SDK Pool for calldata. */
export interface V3Hop extends HopBase {
  protocol: 'V3'
  /** In hundredths of a basis point (500 = 0.05 %). */
  fee: number
  sqrtRatioX96: bigint
  liquidity: bigint
  tickCurrent: number
}

/** A v2 pair as the quote saw it; reserves ordered like the pair's token0/token1. */
export interface V2Hop extends HopBase {
  protocol: 'V2'
  reserve0: { token: RouteToken; raw: bigint }
  reserve1: { token: RouteToken; raw: bigint }
}

/**
 * Issue 31: a v4 pool as the quote saw it, named by its PoolKey (the Universal Router's V4_SWAP
 * takes the key, not an address). `tokenIn`/`tokenOut` are the route's ERC-20s, the native coin
 * as its wrapped token; `currency0`/`currency1` are what the PoolManager moves (0x0: native).
 */
export interface V4Hop {
  protocol: 'V4'
  /** The PoolId (bytes32): no contract lives there. */
  poolId: Hex
  tokenIn: RouteToken
  tokenOut: RouteToken
  currency0: Address
  currency1: Address
  /** The PoolKey's fee (0x800000: dynamic). */
  fee: number
  /** The fee the swap pays (slot0's lpFee). */
  lpFee: number
  tickSpacing: number
  hooks: Address
  sqrtRatioX96: bigint
  liquidity: bigint
  tickCurrent: number
  /** What the pool's hook took from this swap, exactly, when it takes anything. */
  hookFee?: { token: RouteToken; amount: bigint }
}

export type TradeHop = V3Hop | V2Hop | V4Hop

/** One path of a (possibly split) trade. */
export interface TradeRoute {
  protocol: 'V2' | 'V3' | 'V4' | 'MIXED'
  hops: TradeHop[]
  /** Raw amounts of this path; they sum to the trade's amounts. */
  amountIn: bigint
  amountOut: bigint
}

/** Issue 17: a fee-on-transfer token on the trade's routes and its fee. */
export interface TransferFee {
  token: RouteToken
  /** Basis points kept by the token on each transfer (100 = 1 %). */
  bps: number
}

export interface SwapTrade {
  tradeType: SwapTradeType
  /** The currencies the user chose (native stays native; routes use the wrapped token). */
  inputCurrency: SwapCurrency
  outputCurrency: SwapCurrency
  /** Raw integer amounts (the exact side is the typed amount, the other the quote). */
  inputAmount: bigint
  outputAmount: bigint
  routes: TradeRoute[]
  /**
   * Price impact against the pools' mid prices, in basis points (spec 01 §9 Price impact:
   * warn above 200, block above 300). Negative is a gain.
   */
  priceImpactBps: number
  /**
   * Gas units and their USD value, if priced: the engine's model calibrated to the gas the
   * router executes (routing gas.ts, issue 17), not spec 01 §9's 2022 100000 + 30000/hop.
   */
  gasUseEstimate: bigint
  /**
   * Issue 31: the router whose model `gasUseEstimate` is, and the routes were weighed by: the
   * Universal Router's (routing universalRouterGas.ts, no permit) on chains with one; absent,
   * SwapRouter02's (gas.ts). swap/utils/networkFee turns it into the sending router's.
   */
  gasRouter?: 'universalRouter' | 'swapRouter02'
  /** Whole dollars as a decimal string ('1.23'); null when the chain has no USD reference. */
  gasUseEstimateUSD: string | null
  /**
   * Issue 33: the gas price (wei) `gasUseEstimateUSD` was computed at, when known. An OP-stack
   * chain's L1 data fee joins the fee as gas at this price (swap hooks/useL1FeeGas), so both parts
   * of the figure are valued alike even when the chain's gas price has moved since the quote.
   */
  gasPriceWei?: bigint
  /** Block the quote was computed at (spec 01 §7.1: quotes older than 10 blocks are ignored). */
  blockNumber: bigint
  /** Where it came from: the routing service or the in-browser engine. */
  source: 'api' | 'client'
  /**
   * Issue 17: fee-on-transfer tokens the trade moves, whose fees its amounts are already net
   * of (shown in the trade details). Absent or empty: none.
   */
  transferFees?: readonly TransferFee[]
}

/** spec 01 §4 "Trade state". */
export type TradeState = 'LOADING' | 'INVALID' | 'NO_ROUTE_FOUND' | 'VALID' | 'SYNCING'

/** What a quote is asked for (spec 01 §7.1): the fixed side's raw amount and the trade type. */
export interface QuoteRequest {
  chain: ChainInfo
  tradeType: SwapTradeType
  /** Raw units of the input (exactIn) or output (exactOut) currency; positive. */
  amount: bigint
  inputCurrency: SwapCurrency
  outputCurrency: SwapCurrency
}
