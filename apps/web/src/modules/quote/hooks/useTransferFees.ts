import { useQuery } from '@tanstack/react-query'
import type { ChainInfo } from '../../../chain/chains'
import { isNative } from '../../tokens'
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
  const onChain = (c: SwapCurrency | undefined) => (c && c.chainId === chain.id ? c : undefined)
  const tokenOf = (c: SwapCurrency | undefined) => {
    const currency = onChain(c)
    return currency ? routeTokenOf(chain, currency) : undefined
  }
  const tokens = [tokenOf(a), tokenOf(b)] as const
  // The native coin alone (the form's default, ETH and no output yet) needs no detector: its
  // fee is 0, and asking would load the in-browser engine and a pool snapshot during the page's
  // start-up. A pair with a token is read as before, the native side as its wrapped token.
  const nativeOnly = [a, b].map(onChain).every((c) => c === undefined || isNative(c))
  const { data } = useQuery({
    queryKey: ['quote', 'transferFees', chain.id, ...tokens.map((t) => t?.address.toLowerCase())],
    enabled: tokens.some((t) => t !== undefined) && !nativeOnly,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async () => {
      const router = await clientRouter(chain)
      if (router === undefined) return [0, 0]
      const { getTransferFees } = await import('../actions/clientQuote')
      return getTransferFees(router, tokens)
    },
  })
  if (nativeOnly)
    return [tokens[0] === undefined ? undefined : 0, tokens[1] === undefined ? undefined : 0]
  return [data?.[0], data?.[1]]
}
