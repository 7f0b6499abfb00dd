// The engine's front door: a snapshot and a request in, the best trade out. Pure: no I/O, no
// clock; the caller loads the snapshot (pool-state loader) and checks routes on-chain if needed.
import { InvalidInputError, NoRouteError } from './errors.ts'
import type { GasPricing, NativeSides } from './gas.ts'
import { normalizeAddress } from './graph/address.ts'
import { enumerateRoutes, MAX_HOPS, type Protocol } from './graph/routes.ts'
import type { PoolSnapshot } from './graph/types.ts'
import { findBestSplit } from './optimizer/split.ts'
import type { Trade } from './optimizer/trade.ts'
import type { TradeType } from './optimizer/waterfill.ts'
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
}

export interface BestTrade extends Trade {
  chainId: number
  blockNumber: bigint
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
  const routes = enumerateRoutes(params.snapshot.pools, tokenIn, tokenOut, {
    maxHops: params.maxHops ?? MAX_HOPS,
    protocols: params.protocols,
    // SwapRouter02 chains v2 and v3 segments only for exact input (the next segment spends the
    // router's balance); an exact-output route must stay within one protocol.
    mixed: params.tradeType === 'exactIn',
  })
  if (routes.length === 0) throw new NoRouteError(`no route from ${tokenIn} to ${tokenOut}`)
  const trade = findBestSplit({
    routes,
    tradeType: params.tradeType,
    amount: params.amount,
    gas: params.gas,
    maxSplits: params.maxSplits,
    native: params.native,
  })
  return { ...trade, chainId: params.snapshot.chainId, blockNumber: params.snapshot.blockNumber }
}
