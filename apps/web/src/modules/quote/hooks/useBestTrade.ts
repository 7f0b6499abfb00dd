// spec 01 §4 "Trade state", §7.1, §9 Timing: the best trade for the swap form's inputs. Thin
// wiring: the request is debounced 200 ms, fetched by getBestTrade (service, else the in-browser
// engine) as a query polled every 15 s and on window focus, without retries, cached 10 s; a
// trade more than 10 blocks old is ignored; deriveTradeState says what the screen shows.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useBlockNumber } from '../../../chain/blockNumber'
import type { ChainInfo } from '../../../chain/chains'
import { useDebouncedValue } from '../../../lib/useDebouncedValue'
import type { QuoteRequest, SwapCurrency, SwapTrade, SwapTradeType, TradeState } from '../types'
import { isQuoteStale, MAX_QUOTE_AGE_BLOCKS } from '../utils/staleness'
import { deriveTradeState } from '../utils/tradeState'
import { useQuoteSources } from './useQuoteSources'

export const QUOTE_DEBOUNCE_MS = 200
export const QUOTE_POLL_MS = 15_000
export const QUOTE_CACHE_MS = 10_000
const REFRESH_BLOCKS_EARLY = 2n

export interface UseBestTradeParameters {
  chain: ChainInfo | undefined
  tradeType: SwapTradeType
  /** Raw amount of the independent side (input for exactIn, output for exactOut). */
  amount: bigint | undefined
  inputCurrency: SwapCurrency | undefined
  outputCurrency: SwapCurrency | undefined
}

export interface UseBestTradeReturnType {
  state: TradeState
  trade?: SwapTrade
}

function toRequest(p: UseBestTradeParameters): QuoteRequest | undefined {
  const { chain, amount, inputCurrency, outputCurrency } = p
  if (!chain || !inputCurrency || !outputCurrency || amount === undefined || amount <= 0n)
    return undefined
  return { chain, tradeType: p.tradeType, amount, inputCurrency, outputCurrency }
}

const currencyKey = (c: SwapCurrency | undefined): string =>
  c ? `${c.chainId}:${c.address.toLowerCase()}` : '-'

/** What identifies a request: new objects with the same tokens and amount are the same inputs. */
const inputsKey = (p: UseBestTradeParameters): string =>
  [
    p.chain?.id ?? '-',
    p.tradeType,
    p.amount ?? '-',
    currencyKey(p.inputCurrency),
    currencyKey(p.outputCurrency),
  ].join('|')

/** `value`, keeping its first identity for as long as `key` stays the same. */
function useStableByKey<T>(value: T, key: string): T {
  const [held, setHeld] = useState({ key, value })
  if (held.key === key) return held.value
  setHeld({ key, value })
  return value
}

export function useBestTrade(params: UseBestTradeParameters): UseBestTradeReturnType {
  const { chain, tradeType, amount, inputCurrency, outputCurrency } = params
  // The parent may rebuild currency objects on every render; the debounce must only restart
  // when the inputs really change.
  const inputs = useStableByKey(params, inputsKey(params))
  const debounced = useDebouncedValue(inputs, QUOTE_DEBOUNCE_MS)
  const request = toRequest(debounced)
  const { quoteUrl, clientSide, clientRouter } = useQuoteSources()
  // The head only ages a quote: with nothing to quote (/swap opens with no amount) this watch
  // waits, and the first render starts no chain read (bench/README, Lighthouse, session 14).
  const blockNumber = useBlockNumber(chain?.id, { enabled: request !== undefined })

  const query = useQuery({
    queryKey: [
      'quote',
      'trade',
      request?.chain.id,
      request?.tradeType,
      request?.amount,
      request?.inputCurrency.address.toLowerCase(),
      request?.outputCurrency.address.toLowerCase(),
      quoteUrl,
      clientSide,
    ],
    enabled: request !== undefined,
    queryFn: async ({ signal }) => {
      if (request === undefined) return null
      const { getBestTrade } = await import('../actions/getBestTrade')
      return getBestTrade({
        request,
        quoteUrl,
        clientSide,
        clientRouter: () => clientRouter(request.chain),
        signal,
      })
    },
    // The previous trade stays on screen (SYNCING) while the next one is fetched.
    placeholderData: keepPreviousData,
    refetchInterval: QUOTE_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
    staleTime: QUOTE_CACHE_MS,
    gcTime: QUOTE_CACHE_MS,
  })

  const age =
    query.data != null && blockNumber !== undefined ? blockNumber - query.data.blockNumber : 0n
  const stale = query.data != null && isQuoteStale(query.data.blockNumber, blockNumber)
  const { refetch, isFetching } = query
  // On fast chains (the devnet L2 mines every second) a quote would age past 10 blocks between
  // two 15 s polls: ask again 2 blocks before that, so the ignored-quote gap rarely shows.
  // Once per answer: a service lagging behind the wallet's node must not cause a request loop.
  const due = query.data != null && age >= MAX_QUOTE_AGE_BLOCKS - REFRESH_BLOCKS_EARLY
  const refreshed = useRef<SwapTrade | null | undefined>(undefined)
  const refreshPending = due && refreshed.current !== query.data
  useEffect(() => {
    if (!refreshPending || isFetching) return
    refreshed.current = query.data
    void refetch()
  }, [refreshPending, isFetching, refetch, query.data])

  return deriveTradeState({
    inputCurrency,
    outputCurrency,
    tradeType,
    amount,
    trade: stale ? undefined : query.data,
    debouncing: debounced !== inputs,
    // An ignored (stale) quote being asked again is a first fetch, not a background poll.
    fetching:
      (isFetching && (query.isPlaceholderData || query.data === undefined || stale)) ||
      (stale && refreshPending),
  })
}
