// Fiat value of an amount (spec 01 §2 Token input panel: "fiat value priced through the stable
// reference token of the chain"): the currency's USD price is one query per chain and currency
// (polled like quotes), the value a multiplication on integers. Display only.
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { ChainInfo } from '../../../chain/chains'
import type { SwapCurrency } from '../types'
import { usdValueOf } from '../utils/usd'
import { QUOTE_CACHE_MS, QUOTE_POLL_MS } from './useBestTrade'
import { useQuoteSources } from './useQuoteSources'

export function useUSDValue(
  chain: ChainInfo | undefined,
  currency: SwapCurrency | undefined,
  amountRaw: bigint | undefined,
  /**
   * Whether the price is wanted yet (default: once there is an amount). A price with no amount
   * shows nothing, and /swap opens with none: asking then put a quote request, its parser and a
   * poll into every start-up (bench/README, Lighthouse, session 14). The swap form asks for both
   * sides' prices once the typed amount parses, so the other side's dollars come with its quote.
   */
  wanted: boolean = amountRaw !== undefined,
): number | null {
  const { quoteUrl, clientSide, clientRouter } = useQuoteSources()
  const { data: price } = useQuery({
    queryKey: [
      'quote',
      'usdPrice',
      chain?.id,
      currency?.address.toLowerCase(),
      quoteUrl,
      clientSide,
    ],
    enabled:
      wanted && chain !== undefined && currency !== undefined && chain.stablecoin !== undefined,
    queryFn: async ({ signal }) => {
      if (chain === undefined || currency === undefined) return null
      const { getUsdPrice } = await import('../actions/getUsdPrice')
      return getUsdPrice({
        chain,
        currency,
        quoteUrl,
        clientSide,
        clientRouter: () => clientRouter(chain),
        signal,
      })
    },
    refetchInterval: QUOTE_POLL_MS,
    retry: false,
    staleTime: QUOTE_CACHE_MS,
  })
  return useMemo(
    () => (price && amountRaw !== undefined ? usdValueOf(amountRaw, price) : null),
    [price, amountRaw],
  )
}
