// The in-browser router (spec 01 §4: used when the Auto Router API is off or finds nothing;
// §9 Routing: candidate routes up to 2 hops): the pools among the two tokens and the chain's
// bases, read at the latest block, searched by the routing engine — in the app inside a Web
// Worker, so `findBestTrade` is injected. Gas is priced into the quote token and in USD off the
// same snapshot, as the service does (services/quote/src/pricing.ts).
import {
  type BestTrade,
  type FindBestTradeParams,
  type GasPricing,
  MAX_HOPS_PRICE_QUOTING,
  type PoolSnapshot,
  RoutingError,
} from '@tidepool/routing'
import { type Address, formatUnits } from 'viem'
import type { QuoteRequest, RouteToken, SwapTrade } from '../types'
import { fromEngineTrade } from '../utils/fromEngineTrade'
import { routeTokenOf, sameAddress } from '../utils/routeTokens'
import type { PoolStateCache } from './poolStateCache'

export type FindBestTradeAsync = (params: FindBestTradeParams) => Promise<BestTrade>

export interface ClientRouter {
  poolState: PoolStateCache
  /** The engine (through the routing worker in the app). */
  findBestTrade: FindBestTradeAsync
  /** The chain's routing bases, with metadata (utils/bases.ts). */
  bases: readonly RouteToken[]
}

export interface ClientQuoteOptions {
  /** spec 01 §9: candidate routes for the client router up to 2 hops. */
  maxHops?: number
  /** Skip gas pricing (price quotes for fiat values do not need it). */
  priceGas?: boolean
}

/** spec 01 §9 Routing: "Candidate routes for the client router: up to 2 hops". */
const CLIENT_MAX_HOPS = 2

/** The 0.1 wrapped-native reference the service prices gas with. */
const REFERENCE_WEI = 10n ** 17n

type Fraction = GasPricing['quoteTokenPerWei']

async function tokenPerWei(
  router: ClientRouter,
  snapshot: PoolSnapshot,
  wrapped: Address,
  token: Address,
): Promise<Fraction | undefined> {
  if (sameAddress(token, wrapped)) return { numerator: 1n, denominator: 1n }
  try {
    const trade = await router.findBestTrade({
      snapshot,
      tokenIn: wrapped,
      tokenOut: token,
      tradeType: 'exactIn',
      amount: REFERENCE_WEI,
      maxHops: MAX_HOPS_PRICE_QUOTING,
    })
    return { numerator: trade.amountOut, denominator: REFERENCE_WEI }
  } catch (e) {
    if (e instanceof RoutingError) return undefined
    throw e
  }
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
  const state = await router.poolState.snapshot([tokenIn.address, tokenOut.address])
  const { snapshot } = state

  const wrapped = chain.wrappedNative?.address
  const stable = chain.stablecoin
  const quoteToken = request.tradeType === 'exactIn' ? tokenOut.address : tokenIn.address
  const [quotePerWei, usdPerWei] =
    priceGas && wrapped
      ? await Promise.all([
          tokenPerWei(router, snapshot, wrapped, quoteToken),
          stable ? tokenPerWei(router, snapshot, wrapped, stable.address) : undefined,
        ])
      : [undefined, undefined]

  let trade: BestTrade
  try {
    trade = await router.findBestTrade({
      snapshot,
      tokenIn: tokenIn.address,
      tokenOut: tokenOut.address,
      tradeType: request.tradeType,
      amount: request.amount,
      maxHops,
      gas: quotePerWei && { gasPriceWei: state.gasPriceWei, quoteTokenPerWei: quotePerWei },
    })
  } catch (e) {
    if (e instanceof RoutingError) return null
    throw e
  }
  const tokens = new Map<string, RouteToken>(
    [...router.bases, tokenIn, tokenOut].map((t) => [t.address.toLowerCase(), t]),
  )
  const gasUseEstimateUSD =
    usdPerWei && stable
      ? formatUnits(
          (trade.gasEstimate * state.gasPriceWei * usdPerWei.numerator) / usdPerWei.denominator,
          stable.decimals,
        )
      : null
  return fromEngineTrade({ trade, request, tokens, gasUseEstimateUSD })
}
