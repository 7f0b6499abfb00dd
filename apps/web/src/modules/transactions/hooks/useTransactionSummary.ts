// The summary of a recorded transaction in the active language (issue 11 §3): currencies are
// looked up at render (the chain's native and wrapped coins, then every list and custom token of
// the chain), amounts formatted for the locale.
import { useLingui } from '@lingui/react'
import { useCallback, useMemo } from 'react'
import type { ChainInfo } from '../../../chain/chains'
import { useChainTokens } from '../../tokens'
import type { TransactionInfo } from '../types'
import { type SummaryContext, type SummaryCurrency, transactionSummary } from '../utils/summary'

/** What a summary needs of `chain` (undefined: an unknown chain, native 'ETH' assumed). */
export function useSummaryContext(chain: ChainInfo | undefined): SummaryContext {
  const { i18n } = useLingui()
  const tokens = useChainTokens(chain?.id ?? 0)
  return useMemo(() => {
    const native: SummaryCurrency = chain?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
    const wrapped: SummaryCurrency = chain?.wrappedNative ?? {
      symbol: chain?.wrappedNativeSymbol ?? 'WETH',
      decimals: 18,
    }
    const byAddress = new Map<string, SummaryCurrency>()
    for (const t of [...tokens.inactive, ...tokens.active])
      byAddress.set(t.address.toLowerCase(), t)
    if (chain?.wrappedNative) byAddress.set(chain.wrappedNative.address.toLowerCase(), wrapped)
    return {
      currency: (id) => (id === 'ETH' ? native : byAddress.get(id.toLowerCase())),
      native,
      wrapped,
      locale: i18n.locale,
    }
  }, [chain, tokens, i18n.locale])
}

/** Renders an info's summary as text in the active language. */
export function useTransactionSummary(
  chain: ChainInfo | undefined,
): (info: TransactionInfo) => string {
  const { _ } = useLingui()
  const context = useSummaryContext(chain)
  return useCallback((info) => _(transactionSummary(info, context)), [_, context])
}
