// The summary of a recorded transaction in the active language (issue 11 §3): currencies are
// looked up at render (the chain's native and wrapped coins, every list and custom token of the
// chain, then the token's own ERC-20 read for those of `infos`), amounts formatted for the locale.
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import type { ChainInfo } from '../../../chain/chains'
import type { TransactionInfo } from '../types'
import { transactionSummary } from '../utils/summary'
import { useSummaryContext } from './useSummaryContext'

/** Renders an info's summary as text in the active language. */
export function useTransactionSummary(
  chain: ChainInfo | undefined,
  infos: readonly TransactionInfo[],
): (info: TransactionInfo) => string {
  const { _ } = useLingui()
  const { context } = useSummaryContext(chain, infos)
  return useCallback((info) => _(transactionSummary(info, context)), [_, context])
}
