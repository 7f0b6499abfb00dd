import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import type { Address } from 'viem'
import { type ChainInfo, explorerLink } from '../../../chain/chains'
import { shortenHash } from '../../../lib/format'
import {
  type RecentTransactionRow,
  RecentTransactionsView,
} from '../components/RecentTransactionsView'
import { useRecentTransactions } from '../hooks/transactions'
import { useTransactionSummary } from '../hooks/useTransactionSummary'
import { useTransactionsStore } from '../state/store'
import { TRANSACTION_MESSAGES } from '../strings'
import type { TransactionDetails } from '../types'
import { transactionStatus } from '../utils/status'

/** One row; `summary` and `replacedBy` are the texts in the active language. */
export function toRow(
  tx: TransactionDetails,
  chain: ChainInfo | undefined,
  text: { summary: string; replacedBy: (shortHash: string) => string },
): RecentTransactionRow {
  const status = transactionStatus(tx)
  const link = (hash: string) => (chain ? explorerLink(chain, hash, 'transaction') : undefined)
  let detail: RecentTransactionRow['detail']
  if (status === 'failed' && tx.failureReason) detail = { text: tx.failureReason }
  if (status === 'replaced' && tx.replaced?.by) {
    const href = link(tx.replaced.by)
    detail = { text: text.replacedBy(shortenHash(tx.replaced.by)), ...(href ? { href } : {}) }
  }
  return {
    hash: tx.hash,
    summary: text.summary,
    status,
    explorerHref: link(tx.hash),
    ...(detail ? { detail } : {}),
  }
}

/** The account view's recent transactions: `account`'s on `chain`, newest first, 'Clear all'. */
export function RecentTransactions({ chain, account }: { chain: ChainInfo; account: Address }) {
  const { _ } = useLingui()
  const txs = useRecentTransactions(chain.id, account)
  const summaryOf = useTransactionSummary(
    chain,
    txs.map((tx) => tx.info),
  )
  const clearAll = useTransactionsStore((s) => s.clearAll)
  const onClearAll = useCallback(() => clearAll(chain.id, account), [clearAll, chain.id, account])
  const replacedBy = (hash: string) => _({ ...TRANSACTION_MESSAGES.replacedBy, values: { hash } })
  return (
    <RecentTransactionsView
      rows={txs.map((tx) => toRow(tx, chain, { summary: summaryOf(tx.info), replacedBy }))}
      onClearAll={onClearAll}
    />
  )
}
