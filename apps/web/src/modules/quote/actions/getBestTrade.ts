// The best trade for a request, wherever it comes from (spec 01 §4 "Trade state", §7.1): the
// routing service unless the user turned the Auto Router API off or none is configured, the
// in-browser engine otherwise — and also when the service finds nothing or fails. Plain async:
// useBestTrade wraps it in a query; the integration test calls it directly.
import type { QuoteRequest, SwapTrade } from '../types'
import { type ClientQuoteOptions, type ClientRouter, getClientQuote } from './clientQuote'
import { fetchServiceQuote } from './fetchServiceQuote'

export interface GetBestTradeParameters {
  request: QuoteRequest
  /** RuntimeConfig.quoteUrl; null: no routing service. */
  quoteUrl: string | null
  /** The user's setting (spec 01 §3 userClientSideRouter): skip the service. */
  clientSide: boolean
  /**
   * Created on demand: the engine path (worker, pool reads, its code) is not paid for while
   * the service answers. undefined: the chain cannot route in the browser.
   */
  clientRouter: () => Promise<ClientRouter | undefined> | ClientRouter | undefined
  fetch?: typeof globalThis.fetch
  signal?: AbortSignal
  clientOptions?: ClientQuoteOptions
}

/** Resolves to null when no path finds a trade; rejects only when aborted. */
export async function getBestTrade({
  request,
  quoteUrl,
  clientSide,
  clientRouter,
  fetch,
  signal,
  clientOptions,
}: GetBestTradeParameters): Promise<SwapTrade | null> {
  if (!clientSide && quoteUrl !== null) {
    const trade = await fetchServiceQuote({ quoteUrl, request, fetch, signal })
    if (trade !== null) return trade
  }
  try {
    const router = await clientRouter()
    if (router === undefined) return null
    return await getClientQuote(router, request, clientOptions)
  } catch (e) {
    if (signal?.aborted) throw e
    // spec 01 §4: a quote error is NO_ROUTE_FOUND, not a crash.
    return null
  }
}
