// The engine's front door: a snapshot and a request in, the best trade out. Pure: no I/O, no
// clock; the caller loads the snapshot (pool-state loader) and checks routes on-chain if needed.
import { InvalidInputError, NoRouteError } from './errors.ts'
import {
  FeeOnTransferExactOutputError,
  type TransferFees,
  transferFeeBps,
} from './fees/transferFee.ts'
import type { GasPricing, NativeSides } from './gas.ts'
import { normalizeAddress } from './graph/address.ts'
import { enumerateRoutes, MAX_HOPS, type Protocol } from './graph/routes.ts'
import type { Pool, PoolSnapshot } from './graph/types.ts'
import { DEFAULT_MAX_SPLITS, findBestSplit } from './optimizer/split.ts'
import type { Trade } from './optimizer/trade.ts'
import type { TradeType } from './optimizer/waterfill.ts'
import type { GasRouter } from './universalRouterGas.ts'
import { untilEdge } from './v3/tickEdges.ts'

export interface FindBestTradeParams {
  snapshot: PoolSnapshot
  tokenIn: string
  tokenOut: string
  tradeType: TradeType
  /** Raw units of tokenIn (exact input) or tokenOut (exact output). */
  amount: bigint
  /** Gas pricing in the quote token; without it gas is not weighed against output. */
  gas?: GasPricing
  /** spec 01 §9: 3 by default, 2 for price quoting (MAX_HOPS_PRICE_QUOTING). */
  maxHops?: number
  protocols?: readonly Protocol[]
  maxSplits?: number
  /** Which sides are native ETH (routed as the wrapped token): their wrapping costs gas. */
  native?: NativeSides
  /**
   * Transfer fees of fee-on-transfer tokens (issue 17; readTransferFees detects them). The trade
   * is quoted net of every fee charged along its routes, and such tokens are routed only where
   * SwapRouter02 can swap them.
   */
  transferFees?: TransferFees
  /**
   * Issue 31: the router the chain sends swaps through, whose gas model weighs the routes and is
   * the trade's estimate (universalRouterGas.ts; default SwapRouter02's, gas.ts). A trade with a
   * fee-on-transfer token at either end is sent through SwapRouter02, and weighed by its model.
   */
  router?: GasRouter
}

export interface BestTrade extends Trade {
  chainId: number
  blockNumber: bigint
  /** The transfer fees charged along the trade's routes (issue 17), by token; {} for none. */
  transferFees: TransferFees
}

/**
 * Where a fee-on-transfer token can go (issue 17). A v3 pool checks that it received the whole
 * amount it asked for ('IIA'), so it never takes one: v3 pools of fee tokens are left out.
 * SwapRouter02's v2 exact-input swap reads what each pair received, so v2 handles them; its
 * exact-output swap does not (FeeOnTransferExactOutputError), so exact-output routes avoid them.
 */
function poolsFor(pools: readonly Pool[], fees: TransferFees | undefined, exactIn: boolean) {
  if (fees === undefined || Object.values(fees).every((bps) => bps === 0)) return pools
  const taxed = (pool: Pool) =>
    transferFeeBps(fees, pool.token0) > 0 || transferFeeBps(fees, pool.token1) > 0
  return pools.filter((pool) => !taxed(pool) || (exactIn && pool.protocol === 'v2'))
}

/**
 * Throws TicksNeededError when the search reached the edge of a partially read pool
 * (v3/tickEdges.ts): read further and search again (quoteUntilExact.ts).
 */
export function findBestTrade(params: FindBestTradeParams): BestTrade {
  return untilEdge(() => searchBestTrade(params))
}

function searchBestTrade(params: FindBestTradeParams): BestTrade {
  if (params.amount <= 0n) throw new InvalidInputError('amount must be a positive integer')
  const tokenIn = normalizeAddress(params.tokenIn)
  const tokenOut = normalizeAddress(params.tokenOut)
  const fees = params.transferFees
  const exactIn = params.tradeType === 'exactIn'
  const feeEnd = transferFeeBps(fees, tokenIn) > 0 || transferFeeBps(fees, tokenOut) > 0
  if (feeEnd && !exactIn)
    throw new FeeOnTransferExactOutputError(
      'exact output is not supported for fee-on-transfer tokens: enter the amount you pay instead',
    )
  const routes = enumerateRoutes(
    poolsFor(params.snapshot.pools, fees, exactIn),
    tokenIn,
    tokenOut,
    {
      maxHops: params.maxHops ?? MAX_HOPS,
      // A fee token at either end trades through v2 only: its first (or last) pool is a v2 pair,
      // and the whole route stays one SwapRouter02 v2 call.
      protocols: feeEnd ? (params.protocols ?? ['v2']).filter((p) => p === 'v2') : params.protocols,
      // SwapRouter02 chains v2 and v3 segments only for exact input (the next segment spends the
      // router's balance); an exact-output route must stay within one protocol.
      mixed: exactIn && !feeEnd,
    },
  )
  if (routes.length === 0) throw new NoRouteError(`no route from ${tokenIn} to ${tokenOut}`)
  const trade = findBestSplit({
    routes,
    tradeType: params.tradeType,
    amount: params.amount,
    gas: params.gas,
    // router-sdk sends the output of more than 2 exact-input routes to the router and sweeps it
    // on: a fee token out would pay its fee twice, unquoted. Two routes go straight to the user.
    maxSplits: feeEnd ? Math.min(params.maxSplits ?? DEFAULT_MAX_SPLITS, 2) : params.maxSplits,
    native: params.native,
    transferFees: fees,
    router: feeEnd ? 'swapRouter02' : params.router,
  })
  const charged: Record<string, number> = {}
  for (const r of trade.routes)
    for (const token of r.route.path) {
      const bps = transferFeeBps(fees, token)
      if (bps > 0) charged[token] = bps
    }
  return {
    ...trade,
    chainId: params.snapshot.chainId,
    blockNumber: params.snapshot.blockNumber,
    transferFees: charged,
  }
}
