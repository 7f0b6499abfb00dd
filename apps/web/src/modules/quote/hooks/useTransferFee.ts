import { useQuery } from '@tanstack/react-query'
import type { ChainInfo } from '../../../chain/chains'
import { isNative } from '../../tokens'
import type { SwapCurrency } from '../types'
import { routeTokenOf } from '../utils/routeTokens'
import { useQuoteSources } from './useQuoteSources'

/**
 * Issue 17: `currency`'s fee on transfer in basis points (0: none), read by the routing
 * package's detector (a simulated transfer on eth_call, the same one the engine and the quote
 * service use). undefined while unknown: the native coin, still reading, or a failed read —
 * which must not block anything, it only withholds what depends on the fee.
 */
export function useTransferFee(
  chain: ChainInfo,
  currency: SwapCurrency | undefined,
): number | undefined {
  const { clientRouter } = useQuoteSources()
  const token =
    currency && !isNative(currency) && currency.chainId === chain.id
      ? routeTokenOf(chain, currency)
      : undefined
  const { data } = useQuery({
    queryKey: ['quote', 'transferFee', chain.id, token?.address.toLowerCase()],
    enabled: token !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async () => {
      const router = await clientRouter(chain)
      if (router === undefined || token === undefined) return 0
      const { getTransferFee } = await import('../actions/clientQuote')
      return getTransferFee(router, token)
    },
  })
  return data
}
