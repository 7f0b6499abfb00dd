// The in-browser router (spec 01 §4: used when the Auto Router API is off or finds nothing;
// §9 Routing: candidate routes up to 2 hops): the pools among the two tokens and the chain's
// bases, read at the latest block, searched by the routing engine — in the app inside a Web
// Worker, so the engine is injected. Gas is priced into the quote token and in USD off the same
// snapshot, as the service does, in the same worker round trip as the trade; prices found on a
// snapshot are kept for the next quote on it (the cache hands out one per block and token set).
import {
  createTokenPriceCache,
  type PoolSnapshot,
  type PoolStateCache,
  type QuoteWithGasParams,
  type QuoteWithGasResult,
  RoutingError,
  type TransferFeeCache,
  type TransferFees,
  untilTicksSuffice,
} from '@tidepool/routing'
import { formatUnits } from 'viem'
import { isNative } from '../../tokens'
import type { QuoteRequest, RouteToken, SwapTrade } from '../types'
import { fromEngineTrade } from '../utils/fromEngineTrade'
import { routeTokenOf, sameAddress } from '../utils/routeTokens'

export type QuoteWithGasAsync = (params: QuoteWithGasParams) => Promise<QuoteWithGasResult>

export interface ClientRouter {
  poolState: PoolStateCache
  /** The engine's quoteWithGas (through the routing worker in the app). */
  quoteWithGas: QuoteWithGasAsync
  /** The chain's routing bases, with metadata (utils/bases.ts). */
  bases: readonly RouteToken[]
  /** Issue 17: fee-on-transfer tokens' fees, read once per token (packages/routing). */
  transferFees?: TransferFeeCache
}

export interface ClientQuoteOptions {
  /** spec 01 §9: candidate routes for the client router up to 2 hops. */
  maxHops?: number
  /** Skip gas pricing (price quotes for fiat values do not need it). */
  priceGas?: boolean
}

/** spec 01 §9 Routing: "Candidate routes for the client router: up to 2 hops". */
const CLIENT_MAX_HOPS = 2

/** Gas prices per snapshot object, forgotten with the snapshot. */
const prices = createTokenPriceCache()

/**
 * The snapshot's transfer fees. A failed read must not block quoting: the tokens count as
 * plain, as they did before detection (and it is read again on the next quote).
 */
async function feesOf(
  router: ClientRouter,
  snapshot: Parameters<TransferFeeCache['feesFor']>[0],
): Promise<TransferFees | undefined> {
  try {
    return await router.transferFees?.feesFor(snapshot)
  } catch {
    return undefined
  }
}

/**
 * Issue 17: the tokens' transfer fees in basis points (0: none, or no token), read on the v2
 * pairs of the snapshot a quote of the pair reads, so the detection and the quote share one
 * pool read.
 */
export async function getTransferFees(
  router: ClientRouter,
  tokens: readonly (RouteToken | undefined)[],
): Promise<number[]> {
  const present = tokens.filter((t): t is RouteToken => t !== undefined)
  if (router.transferFees === undefined || present.length === 0) return tokens.map(() => 0)
  const pairs = await router.poolState.pairs(present.map((t) => t.address))
  const fees = await router.transferFees.feesFor(pairs)
  return tokens.map((t) => (t === undefined ? 0 : (fees[t.address.toLowerCase()] ?? 0)))
}

/** The best trade from the in-browser engine, or null when there is no route. */
export async function getClientQuote(
  router: ClientRouter,
  request: QuoteRequest,
  { maxHops = CLIENT_MAX_HOPS, priceGas = true }: ClientQuoteOptions = {},
): Promise<SwapTrade | null> {
  const { chain } = request
  const tokenIn = routeTokenOf(chain, request.inputCurrency)
  const tokenOut = routeTokenOf(chain, request.outputCurrency)
  if (tokenIn === undefined || tokenOut === undefined || request.amount <= 0n) return null
  if (sameAddress(tokenIn.address, tokenOut.address)) return null
  const pair = [tokenIn.address, tokenOut.address]
  // Extending a snapshot reads more ticks, never new tokens: the first snapshot's fees hold.
  // Issue 17 (cold quotes): the detector needs only the v2 pairs, so it runs beside the v3
  // tick reads instead of after them; the two share every read of the cache.
  const [first, transferFees] = await Promise.all([
    router.poolState.snapshot(pair),
    router.transferFees
      ? router.poolState.pairs(pair).then(
          (pairs) => feesOf(router, pairs),
          () => undefined,
        )
      : undefined,
  ])

  const wrapped = chain.wrappedNative?.address
  const stable = chain.stablecoin
  let result: QuoteWithGasResult
  let snapshot: PoolSnapshot
  let gasPriceWei: bigint | undefined
  try {
    // Issue 17: the pools are read near their price first; when the engine (in the worker)
    // reaches the edge of what was read, the cache reads further and the engine runs again.
    const found = await untilTicksSuffice(router.poolState, first, (state) =>
      router.quoteWithGas({
        snapshot: state.snapshot,
        tokenIn: tokenIn.address,
        tokenOut: tokenOut.address,
        tradeType: request.tradeType,
        amount: request.amount,
        maxHops,
        transferFees,
        // The router wraps / unwraps native ETH: gas the estimate must carry (routing gas.ts).
        native: { in: isNative(request.inputCurrency), out: isNative(request.outputCurrency) },
        // Issue 31: where the chain has a Universal Router, swaps go through it: its gas model
        // weighs the routes (the same one swap/utils/networkFee shows the fee by).
        router: chain.contracts?.v4 ? 'universalRouter' : 'swapRouter02',
        gas:
          priceGas && wrapped
            ? {
                gasPriceWei: state.gasPriceWei,
                wrappedNative: wrapped,
                usdToken: stable?.address,
                // Issue 33: the L1 data fee, weighed per route on chains that charge one.
                l1FeePerDataGas: state.l1FeePerDataGas,
              }
            : undefined,
        knownPrices: prices.get(state.snapshot),
      }),
    )
    result = found.result
    snapshot = found.state.snapshot
    gasPriceWei = found.state.gasPriceWei
  } catch (e) {
    if (e instanceof RoutingError) return null
    throw e
  }
  // Merged: a USD-price request (no gas) returns only what it was sent, and two quotes on one
  // snapshot each add what they found.
  prices.set(snapshot, { ...prices.get(snapshot), ...result.prices })
  const tokens = new Map<string, RouteToken>(
    [...router.bases, tokenIn, tokenOut].map((t) => [t.address.toLowerCase(), t]),
  )
  const gasUseEstimateUSD =
    result.gasCostUsd !== undefined && stable
      ? formatUnits(result.gasCostUsd, stable.decimals)
      : null
  return fromEngineTrade({ trade: result.trade, request, tokens, gasUseEstimateUSD, gasPriceWei })
}
