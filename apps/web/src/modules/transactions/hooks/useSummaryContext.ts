// What a transaction summary needs at render (utils/summary.ts): the chain's native and wrapped
// coins, its tokens resolved the way the pages resolve them (issue 34 #2: every list and custom
// token of the chain, then the token's own ERC-20 symbol()/decimals(), read once and cached), the
// active locale. Apart from the summary renderer so the shell's updater can hold it while the
// renderer loads on demand (bundle budget).
import { useLingui } from '@lingui/react'
import { type QueryClient, useQueries, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { ChainInfo } from '../../../chain/chains'
import { type GetChainClient, useChainClients } from '../../../chain/clients'
import { type TokenInfo, tokenInfoQueryOptions, useChainTokens } from '../../tokens'
import type { TransactionInfo } from '../types'
import { type SummaryContext, type SummaryCurrency, summaryCurrencyIds } from '../utils/summary'

export interface UseSummaryContextReturnType {
  context: SummaryContext
  /** Reads the tokens of `info` no list knows (cached): await it before rendering a toast. */
  resolve: (info: TransactionInfo) => Promise<void>
}

interface ChainReads {
  getClient: GetChainClient
  queryClient: QueryClient
  chainId: number
}

/** The token `id` as read on-chain earlier (the query cache), if it was read and is a token. */
function readToken({ getClient, queryClient, chainId }: ChainReads, id: string) {
  const { queryKey } = tokenInfoQueryOptions({ getClient, chainId, address: id })
  return queryClient.getQueryData<TokenInfo | null>(queryKey) ?? undefined
}

/**
 * The summary context of `chain` (undefined: an unknown chain, native 'ETH' assumed); the tokens of
 * `infos` that no list knows are read on-chain, and the context updates when they arrive.
 */
export function useSummaryContext(
  chain: ChainInfo | undefined,
  infos: readonly TransactionInfo[] = [],
): UseSummaryContextReturnType {
  const { i18n } = useLingui()
  const chainId = chain?.id ?? 0
  const tokens = useChainTokens(chainId)
  const getClient = useChainClients()
  const queryClient = useQueryClient()
  const listed = useMemo(() => {
    const byAddress = new Map<string, SummaryCurrency>()
    for (const t of [...tokens.inactive, ...tokens.active])
      byAddress.set(t.address.toLowerCase(), t)
    if (chain?.wrappedNative)
      byAddress.set(chain.wrappedNative.address.toLowerCase(), chain.wrappedNative)
    return byAddress
  }, [chain, tokens])
  const unlisted = useCallback(
    (info: TransactionInfo) =>
      summaryCurrencyIds(info).filter((id) => id.startsWith('0x') && !listed.has(id.toLowerCase())),
    [listed],
  )
  const toRead = [...new Set(infos.flatMap(unlisted).map((id) => id.toLowerCase()))]
  const reads = useQueries({
    queries: toRead.map((address) => ({
      ...tokenInfoQueryOptions({ getClient, chainId, address }),
      enabled: chain !== undefined,
    })),
  })
  // Changes when a read answers: the context (and so every summary) is rebuilt then.
  const answered = reads.map((r) => r.dataUpdatedAt).join()
  const context = useMemo((): SummaryContext => {
    void answered
    const native: SummaryCurrency = chain?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
    const wrapped: SummaryCurrency = chain?.wrappedNative ?? {
      symbol: chain?.wrappedNativeSymbol ?? 'WETH',
      decimals: 18,
    }
    const chainReads = { getClient, queryClient, chainId }
    return {
      currency: (id) =>
        id === 'ETH' ? native : (listed.get(id.toLowerCase()) ?? readToken(chainReads, id)),
      native,
      wrapped,
      locale: i18n.locale,
    }
  }, [chain, chainId, listed, getClient, queryClient, i18n.locale, answered])
  const resolve = useCallback(
    async (info: TransactionInfo) => {
      if (!chain) return
      // A failed read leaves the token unresolved: the summary then shows no amount for it.
      await Promise.allSettled(
        unlisted(info).map((address) =>
          queryClient.ensureQueryData(tokenInfoQueryOptions({ getClient, chainId, address })),
        ),
      )
    },
    [chain, chainId, unlisted, getClient, queryClient],
  )
  return { context, resolve }
}
