// The position pages' analytics panel (issue 13; v4 positions since issue 32): reads one
// position's history and shows it, with a skeleton while it loads and a clear message (and a
// retry) when the node cannot answer — a public node may refuse a long log range. v3 and v4 differ
// only in their read (usePositionsAnalytics, useV4PositionAnalytics); the states are one.
import { useLingui } from '@lingui/react'
import { useMemo } from 'react'
import { Button, Card, Skeleton } from '../../../../ui'
import { useActiveChain } from '../../../network'
import { listableV4 } from '../../positions/utils/v4Listing'
import {
  type AnalyticsSnapshot,
  type AnalyticsToken,
  PositionAnalyticsPanel,
} from '../components/PositionAnalyticsPanel'
import { usePositionsAnalytics } from '../hooks/usePositionsAnalytics'
import {
  type UseV4PositionAnalyticsParameters,
  useV4PositionsAnalytics,
} from '../hooks/useV4PositionAnalytics'
import { ANALYTICS_STRINGS as S } from '../strings'

interface Tokens {
  token0: AnalyticsToken
  token1: AnalyticsToken
}

export interface PositionAnalyticsSectionProps extends Tokens {
  tokenId: bigint
}

export function PositionAnalyticsSection({
  tokenId,
  token0,
  token1,
}: PositionAnalyticsSectionProps) {
  const ids = useMemo(() => [tokenId], [tokenId])
  const query = usePositionsAnalytics(ids)
  return (
    <AnalyticsStates
      snapshot={query.data?.positions.get(tokenId)}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      token0={token0}
      token1={token1}
    />
  )
}

export interface V4PositionAnalyticsSectionProps extends Tokens {
  position: UseV4PositionAnalyticsParameters
}

/**
 * A v4 position's panel (issue 32), from the pool manager's ModifyLiquidity events; none on a
 * chain where they cannot be searched (listableV4: the PoolManager's deploy block unknown).
 */
export function V4PositionAnalyticsSection({
  position,
  token0,
  token1,
}: V4PositionAnalyticsSectionProps) {
  const positions = useMemo(() => [position], [position])
  const query = useV4PositionsAnalytics(positions)
  if (!listableV4(useActiveChain())) return null
  return (
    <AnalyticsStates
      snapshot={query.data?.get(position.tokenId)}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      token0={token0}
      token1={token1}
    />
  )
}

function AnalyticsStates({
  snapshot,
  failed,
  onRetry,
  token0,
  token1,
}: Tokens & { snapshot: AnalyticsSnapshot | undefined; failed: boolean; onRetry: () => void }) {
  const { _ } = useLingui()
  if (snapshot)
    return <PositionAnalyticsPanel snapshot={snapshot} token0={token0} token1={token1} />
  if (failed)
    return (
      <Card variant="inset" className="position-analytics" data-testid="position-analytics-error">
        <p role="alert">{_(S.error)}</p>
        <Button variant="secondary" size="small" onClick={onRetry}>
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
