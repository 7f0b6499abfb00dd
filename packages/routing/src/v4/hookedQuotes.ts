// Pools whose hook acts on swaps, priced by the chain (issue 31). A hook may take a fee, return
// a delta or refuse the swap, which no local replay of the pool's curve can know; V4Quoter runs
// the PoolManager's real swap, hook included, and reverts it, so its answer is what the swap
// will do. Each such pool joining the two tokens directly is asked about the trade's amount (one
// multicall, pinned to the snapshot's block, through the caller's reader), and the answer
// becomes a one-route trade the caller weighs against the engine's best, gas included.
//
// What the hook takes is shown on its own: the local replay of the same pool without its hook
// says what the pool alone would do, and the difference is the hook's (an exact figure in the
// token it was taken in). The price impact is the pool's alone, from that replay: a hook fee is
// a fee, not a move of the pool's price (the reference interface counts it as impact).
import { type GasPricing, gasCostInQuoteToken, type NativeSides } from '../gas.ts'
import { hopExactIn, hopExactOut } from '../graph/hop.ts'
import type { Address, PoolSnapshot, V4Pool } from '../graph/types.ts'
import { l1FeeWei, routeDataGas, transactionDataGas } from '../l1DataFee.ts'
import { encodeAddress, encodeCall, encodeInt, type Hex, wordAt } from '../loader/abi.ts'
import type { Call, Multicall } from '../loader/loadPools.ts'
import { spotOutput, type Trade } from '../optimizer/trade.ts'
import type { TradeType } from '../optimizer/waterfill.ts'
import { type GasRouter, routerGasModel } from '../universalRouterGas.ts'
import { actsOnSwaps } from './hooks.ts'
import { v4HopCurrencies } from './poolKey.ts'

/** V4Quoter.quoteExactInputSingle / quoteExactOutputSingle((PoolKey, bool, uint128, bytes)). */
const QUOTE_SINGLE = { exactIn: '0xaa9d21cb', exactOut: '0x58733073' } as const

/** What a hook took from one trade: `amount` raw units of `token`. */
export interface HookFee {
  pool: Address
  hooks: Address
  token: Address
  amount: bigint
}

export interface HookedTrade extends Trade {
  hookFee: HookFee
}

/** The snapshot's pools with swap-acting hooks that join the two tokens directly. */
export function hookedPoolsBetween(
  snapshot: PoolSnapshot,
  tokenIn: Address,
  tokenOut: Address,
): V4Pool[] {
  return snapshot.pools.filter(
    (p): p is V4Pool =>
      p.protocol === 'v4' &&
      actsOnSwaps(p.hooks) &&
      p.liquidity > 0n &&
      ((p.token0 === tokenIn && p.token1 === tokenOut) ||
        (p.token1 === tokenIn && p.token0 === tokenOut)),
  )
}

/** The QuoteExactSingleParams tuple, ABI-encoded as the quoter's one dynamic argument. */
function quoteCall(
  quoter: Address,
  pool: V4Pool,
  tokenIn: Address,
  type: TradeType,
  amount: bigint,
): Call {
  const { zeroForOne } = v4HopCurrencies(pool, tokenIn)
  const head = [
    encodeInt(0x20), // offset of the params tuple
    encodeAddress(pool.currency0),
    encodeAddress(pool.currency1),
    encodeInt(pool.keyFee),
    encodeInt(pool.tickSpacing),
    encodeAddress(pool.hooks),
    encodeInt(zeroForOne ? 1 : 0),
    encodeInt(amount),
    encodeInt(0x100), // offset of hookData within the tuple (8 head words)
    encodeInt(0), // hookData: empty bytes
  ]
  return { to: quoter, data: encodeCall(QUOTE_SINGLE[type], ...head) as Hex }
}

export interface HookedQuoteParams {
  /** Pinned to the snapshot's block. */
  multicall: Multicall
  quoter: Address
  snapshot: PoolSnapshot
  tokenIn: Address
  tokenOut: Address
  tradeType: TradeType
  amount: bigint
  /** Gas pricing in the quote token, as the engine's search had it. */
  gas?: GasPricing
  native?: NativeSides
  /** The router whose gas model the engine's search weighed by (issue 31): the same here. */
  router?: GasRouter
}

/** One trade per hooked pool that can fill the amount (a reverting quote: the hook refused). */
export async function quoteHookedPools(p: HookedQuoteParams): Promise<HookedTrade[]> {
  const pools = hookedPoolsBetween(p.snapshot, p.tokenIn, p.tokenOut)
  if (pools.length === 0) return []
  const answers = await p.multicall(
    pools.map((pool) => quoteCall(p.quoter, pool, p.tokenIn, p.tradeType, p.amount)),
  )
  const trades: HookedTrade[] = []
  pools.forEach((pool, i) => {
    const data = answers[i]
    if (data === undefined) return
    trades.push(hookedTrade(p, pool, wordAt(data, 0)))
  })
  return trades
}

function hookedTrade(p: HookedQuoteParams, pool: V4Pool, quoted: bigint): HookedTrade {
  const exactIn = p.tradeType === 'exactIn'
  const amountIn = exactIn ? p.amount : quoted
  const amountOut = exactIn ? quoted : p.amount
  const route = { pools: [pool], path: [p.tokenIn, p.tokenOut] }
  // The pool without its hook, for the hook's share and the pool's own price impact.
  const replay = exactIn
    ? hopExactIn(pool, p.tokenIn, amountIn)
    : hopExactOut(pool, p.tokenIn, amountOut)
  const hookFee: HookFee = {
    pool: pool.address,
    hooks: pool.hooks,
    token: exactIn ? p.tokenOut : p.tokenIn,
    amount: exactIn ? replay.amountOut - amountOut : amountIn - replay.amountIn,
  }
  const model = routerGasModel(p.router)
  const routeGas = model.route([
    { protocol: 'v4', initializedTicksCrossed: replay.initializedTicksCrossed },
  ])
  const gasEstimate = routeGas + model.transaction(p.native ?? {}, p.tradeType)
  const dataGas =
    routeDataGas([{ protocol: 'v4' }]) + transactionDataGas(p.native ?? {}, p.tradeType)
  const gasCost = gasCostInQuoteToken(gasEstimate, p.gas, dataGas)
  const quote = exactIn ? amountOut : amountIn
  const spot = spotOutput(route, replay.amountIn)
  return {
    tradeType: p.tradeType,
    tokenIn: p.tokenIn,
    tokenOut: p.tokenOut,
    amount: p.amount,
    quote,
    amountIn,
    amountOut,
    gasEstimate,
    gasRouter: p.router ?? 'swapRouter02',
    l1FeeWei: l1FeeWei(dataGas, p.gas?.l1FeePerDataGas),
    gasCostInQuoteToken: gasCost,
    quoteGasAdjusted: exactIn ? quote - gasCost : quote + gasCost,
    priceImpact: spot === 0n ? 0 : Number(((spot - replay.amountOut) * 10n ** 12n) / spot) / 1e12,
    routes: [
      {
        route,
        percent: 100,
        amountIn,
        amountOut,
        hops: [
          {
            pool,
            tokenIn: p.tokenIn,
            tokenOut: p.tokenOut,
            amountIn,
            amountOut,
            initializedTicksCrossed: replay.initializedTicksCrossed,
          },
        ],
        gasEstimate: routeGas,
      },
    ],
    hookFee,
  }
}
