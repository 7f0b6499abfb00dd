import { useQuery } from '@tanstack/react-query'
import type { ChainInfo } from '../../../chain/chains'
import { getTransferFees } from '../actions/clientQuote'
import type { SwapCurrency } from '../types'
import { routeTokenOf } from '../utils/routeTokens'
import { useQuoteSources } from './useQuoteSources'

/**
 * Issue 17: the two sides' fees on transfer in basis points (0: none), read by the routing
 * package's detector (a simulated transfer on eth_call, the one the engine and the quote service
 * use) on the same pool snapshot a quote of the pair reads. undefined while unknown: still
 * reading, or a failed read — which must not block anything, it only withholds what depends on
 * the fee. The native coin routes as its wrapped token, which takes no fee.
 */
export function useTransferFees(
  chain: ChainInfo,
  a: SwapCurrency | undefined,
  b: SwapCurrency | undefined,
): [number | undefined, number | undefined] {
  const { clientRouter } = useQuoteSources()
  const tokenOf = (c: SwapCurrency | undefined) =>
    c && c.chainId === chain.id ? routeTokenOf(chain, c) : undefined
  const tokens = [tokenOf(a), tokenOf(b)] as const
  const { data } = useQuery({
    queryKey: ['quote', 'transferFees', chain.id, ...tokens.map((t) => t?.address.toLowerCase())],
    enabled: tokens.some((t) => t !== undefined),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async () => {
      const router = await clientRouter(chain)
      if (router === undefined) return [0, 0]
      return getTransferFees(router, tokens)
    },
  })
  return [data?.[0], data?.[1]]
}
