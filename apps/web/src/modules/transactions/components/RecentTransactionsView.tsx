import { useLingui } from '@lingui/react'
import { AlertTriangleIcon, CheckCircleIcon, ExternalLink, InfoIcon, Spinner } from '../../../ui'
import { TRANSACTION_MESSAGES as S } from '../strings'
import type { TransactionStatus } from '../types'
import './transactions.css'

export interface RecentTransactionRow {
  hash: string
  summary: string
  status: TransactionStatus
  /** The transaction's explorer page, when the chain has an explorer. */
  explorerHref: string | undefined
  /** A second line: a failed transaction's reason, or what replaced it. */
  detail?: { text: string; href?: string }
}

/** The recent-transactions panel of the wallet modal's account view (spec 01 §2 Shell). */
export function RecentTransactionsView({
  rows,
  onClearAll,
}: {
  /** Newest first. */
  rows: readonly RecentTransactionRow[]
  onClearAll: () => void
}) {
  const { _ } = useLingui()
  if (rows.length === 0) return <p className="recent-transactions__empty">{_(S.empty)}</p>
  return (
    <div className="recent-transactions">
      <div className="recent-transactions__header">
        <h3 className="recent-transactions__title">{_(S.recentTransactions)}</h3>
        <button type="button" className="recent-transactions__clear" onClick={onClearAll}>
          {_(S.clearAll)}
        </button>
      </div>
      <ul className="recent-transactions__list">
        {rows.map((row) => (
          <li
            key={row.hash}
            className="recent-transactions__row"
            data-testid="recent-transaction"
            data-hash={row.hash}
            data-status={row.status}
          >
            <div className="recent-transactions__text">
              {row.explorerHref ? (
                <ExternalLink href={row.explorerHref} className="recent-transactions__summary">
                  {row.summary} ↗
                </ExternalLink>
              ) : (
                <span className="recent-transactions__summary">{row.summary}</span>
              )}
              {row.detail &&
                (row.detail.href ? (
                  <ExternalLink href={row.detail.href} className="recent-transactions__detail">
                    {row.detail.text}
                  </ExternalLink>
                ) : (
                  <span className="recent-transactions__detail">{row.detail.text}</span>
                ))}
            </div>
            <StatusIcon status={row.status} />
          </li>
        ))}
      </ul>
    </div>
  )
}

function StatusIcon({ status }: { status: TransactionStatus }) {
  const { _ } = useLingui()
  switch (status) {
    case 'pending':
      return <Spinner label={_(S.pending)} size={16} />
    case 'success':
      return (
        <span className="recent-transactions__icon recent-transactions__icon--success">
          <CheckCircleIcon size={16} title={_(S.success)} />
        </span>
      )
    case 'failed':
      return (
        <span className="recent-transactions__icon recent-transactions__icon--failed">
          <AlertTriangleIcon size={16} title={_(S.failed)} />
        </span>
      )
    case 'replaced':
      return (
        <span className="recent-transactions__icon recent-transactions__icon--replaced">
          <InfoIcon size={16} title={_(S.replaced)} />
        </span>
      )
  }
}
