import { useCallback } from 'react'
import type { Address } from 'viem'
import { type ChainInfo, explorerLink } from '../../../chain/chains'
import { formatMessage } from '../../../i18n'
import { shortenHash } from '../../../lib/format'
import {
  type RecentTransactionRow,
  RecentTransactionsView,
} from '../components/RecentTransactionsView'
import { useRecentTransactions } from '../hooks/transactions'
import { useTransactionsStore } from '../state/store'
import { TRANSACTION_STRINGS } from '../strings'
import type { TransactionDetails } from '../types'
import { transactionStatus } from '../utils/status'

export function toRow(tx: TransactionDetails, chain: ChainInfo | undefined): RecentTransactionRow {
  const status = transactionStatus(tx)
  const link = (hash: string) => (chain ? explorerLink(chain, hash, 'transaction') : undefined)
  let detail: RecentTransactionRow['detail']
  if (status === 'failed' && tx.failureReason) detail = { text: tx.failureReason }
  if (status === 'replaced' && tx.replaced?.by) {
    const href = link(tx.replaced.by)
    detail = {
      text: formatMessage(TRANSACTION_STRINGS.replacedBy, { hash: shortenHash(tx.replaced.by) }),
      ...(href ? { href } : {}),
    }
  }
  return {
    hash: tx.hash,
    summary: tx.summary,
    status,
    explorerHref: link(tx.hash),
    ...(detail ? { detail } : {}),
  }
}

/** The account view's recent transactions: `account`'s on `chain`, newest first, 'Clear all'. */
export function RecentTransactions({ chain, account }: { chain: ChainInfo; account: Address }) {
  const txs = useRecentTransactions(chain.id, account)
  const clearAll = useTransactionsStore((s) => s.clearAll)
  const onClearAll = useCallback(() => clearAll(chain.id, account), [clearAll, chain.id, account])
  return <RecentTransactionsView rows={txs.map((tx) => toRow(tx, chain))} onClearAll={onClearAll} />
}
