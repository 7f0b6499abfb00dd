// spec 01 §7.1 Quote: GET {quoteUrl}/quote?protocols=v2,v3[,v4]&tokenInAddress&tokenInChainId
// &tokenOutAddress&tokenOutChainId&amount&type. Any failure — network, 4xx/5xx (404 NO_ROUTE,
// 500 QUOTE_MISMATCH), a malformed body — is "no quote" (null): the caller falls back to the
// in-browser engine or shows NO_ROUTE_FOUND (spec 01 §4). Only an abort propagates.

import type { QuoteRequest, SwapTrade } from '../types'
import { routeTokenOf } from '../utils/routeTokens'

export interface FetchServiceQuoteParameters {
  /** Base URL of the routing service (RuntimeConfig.quoteUrl), no trailing slash. */
  quoteUrl: string
  request: QuoteRequest
  fetch?: typeof globalThis.fetch
  signal?: AbortSignal
  /** Protocols to route through (default: the chain's, quoteProtocols). */
  protocols?: string
}

/**
 * The protocols a chain's swaps can go through. Issue 31: v4 only where the chain has the
 * Universal Router (spec 01 §7.1 names v2,v3, from before v4; a v4 hop needs the router).
 */
export const quoteProtocols = (chain: QuoteRequest['chain']): string =>
  chain.contracts?.v4 ? 'v2,v3,v4' : 'v2,v3'

/** The query string of GET /quote, or undefined when a currency has no routable token. */
export function quoteQuery(
  request: QuoteRequest,
  protocols = quoteProtocols(request.chain),
): URLSearchParams | undefined {
  const tokenIn = routeTokenOf(request.chain, request.inputCurrency)
  const tokenOut = routeTokenOf(request.chain, request.outputCurrency)
  if (tokenIn === undefined || tokenOut === undefined) return undefined
  return new URLSearchParams({
    protocols,
    tokenInAddress: tokenIn.address,
    tokenInChainId: String(request.chain.id),
    tokenOutAddress: tokenOut.address,
    tokenOutChainId: String(request.chain.id),
    amount: request.amount.toString(),
    type: request.tradeType,
  })
}

/** services/quote's NO_ROUTE_AS_ANSWER (the app does not import the service). */
const NO_ROUTE_AS_ANSWER = 'application/vnd.tidepool.quote+json'

/** An error body ({ errorCode, detail }), as a 200 "no route" answer carries. */
const isErrorBody = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'errorCode' in body

export async function fetchServiceQuote({
  quoteUrl,
  request,
  fetch = globalThis.fetch,
  signal,
  protocols,
}: FetchServiceQuoteParameters): Promise<SwapTrade | null> {
  const query = quoteQuery(request, protocols)
  if (query === undefined || request.amount <= 0n) return null
  // The parser (~1 KB gzip) is not in the /swap entry (bench:bundle budget): its chunk loads
  // beside the request, which always takes longer. A chunk that fails to load is "no quote" too.
  const parser = import('../utils/parseQuoteResponse').catch(() => null)
  let body: unknown
  try {
    // issue 34 #13: "no route" comes back as a 200 answer (services/quote NO_ROUTE_AS_ANSWER), not
    // a 404 the browser logs as an error: prices of unpriced tokens are asked for all the time.
    // A service without it still answers 404, which reads the same.
    const res = await fetch(`${quoteUrl}/quote?${query}`, {
      signal,
      headers: { accept: NO_ROUTE_AS_ANSWER },
    })
    if (!res.ok) return null
    body = await res.json()
    if (isErrorBody(body)) return null
  } catch (e) {
    if (signal?.aborted) throw e
    return null
  }
  const loaded = await parser
  return loaded ? loaded.parseQuoteResponse(body, request) : null
}
