// What a transaction summary needs at render (utils/summary.ts): the chain's native and wrapped
// coins, every list and custom token of the chain, the active locale. Apart from the summary
// renderer so the shell's updater can hold it while the renderer loads on demand (bundle budget).
import { useLingui } from '@lingui/react'
import { useMemo } from 'react'
import type { ChainInfo } from '../../../chain/chains'
import { useChainTokens } from '../../tokens'
import type { SummaryContext, SummaryCurrency } from '../utils/summary'

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
