// One line of a position's performance for the /pool list (issue 13 "in the /pool list, for every
// position"): fees earned, fee APR and the result against holding.
import { useLingui } from '@lingui/react'
import { ANALYTICS_STRINGS as S } from '../strings'
import type { AnalyticsSnapshot, AnalyticsToken } from './PositionAnalyticsPanel'
import { useAnalyticsFormat } from './useAnalyticsFormat'

export interface PositionAnalyticsSummaryProps {
  /** A v3 or a v4 position's (the v4 rows since issue 32). */
  snapshot: AnalyticsSnapshot
  token1: AnalyticsToken
}

export function PositionAnalyticsSummary({ snapshot, token1 }: PositionAnalyticsSummaryProps) {
  const { _ } = useLingui()
  const { f, percent, apr } = useAnalyticsFormat()
  const a = snapshot.analytics
  return (
    <p className="position-analytics-summary" data-testid="position-analytics-summary">
      <span>
        {_({
          ...S.summaryFees,
          values: {
            amount: f.tokenAmount(a.feesEarnedValue, token1.decimals, 4),
            symbol: token1.symbol ?? '?',
          },
        })}
      </span>
      <span>{_({ ...S.summaryApr, values: { apr: apr(snapshot) } })}</span>
      <span>
        {_({ ...S.summaryVsHodl, values: { percent: percent(a.pnlVsHodlPercent, true) } })}
      </span>
    </p>
  )
}
