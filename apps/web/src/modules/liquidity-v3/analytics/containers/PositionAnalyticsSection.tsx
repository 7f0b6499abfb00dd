// The position page's analytics panel (issue 13): reads one position's history and shows it, with
// a skeleton while it loads and a clear message (and a retry) when the node cannot answer — a
// public node may refuse a long log range.
import { useLingui } from '@lingui/react'
import { useMemo } from 'react'
import { Button, Card, Skeleton } from '../../../../ui'
import { type AnalyticsToken, PositionAnalyticsPanel } from '../components/PositionAnalyticsPanel'
import { usePositionsAnalytics } from '../hooks/usePositionsAnalytics'
import { ANALYTICS_STRINGS as S } from '../strings'

export interface PositionAnalyticsSectionProps {
  tokenId: bigint
  token0: AnalyticsToken
  token1: AnalyticsToken
}

export function PositionAnalyticsSection({
  tokenId,
  token0,
  token1,
}: PositionAnalyticsSectionProps) {
  const { _ } = useLingui()
  const ids = useMemo(() => [tokenId], [tokenId])
  const query = usePositionsAnalytics(ids)
  const snapshot = query.data?.positions.get(tokenId)
  if (snapshot)
    return <PositionAnalyticsPanel snapshot={snapshot} token0={token0} token1={token1} />
  if (query.isError)
    return (
      <Card variant="inset" className="position-analytics" data-testid="position-analytics-error">
        <p role="alert">{_(S.error)}</p>
        <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
          {_(S.retry)}
        </Button>
      </Card>
    )
  return (
    <Card
      variant="inset"
      className="position-analytics"
      // A role that may carry a name: a bare div with aria-label is an axe 'serious' finding
      // (aria-prohibited-attr), seen when the check ran while this was still loading.
      role="status"
      aria-busy="true"
      aria-label={_(S.loading)}
      data-testid="position-analytics-loading"
    >
      <Skeleton width="40%" height={20} />
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} height={18} />
      ))}
    </Card>
  )
}
