import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { DoubleTokenLogo, PositionBadge, type PositionStatus } from '../../../../ui'
import { POSITION_MESSAGES as S } from '../strings'

interface TitleSide {
  symbol: string
  /** The logo's seed: the token's address. */
  seed: string
}

/**
 * A position page's title (spec 02 §2 Position detail, v3's and v4's): the pair's logos and name,
 * the badges the protocol adds (version, fee), and the spec 02 §4 range badge.
 */
export function PositionTitle({
  sides,
  badges,
  status,
}: {
  sides: readonly [TitleSide, TitleSide]
  badges: ReactNode
  status: PositionStatus
}) {
  const { _ } = useLingui()
  const [a, b] = sides
  return (
    <div className="position-page__title">
      <DoubleTokenLogo
        tokens={[
          { srcs: [], ...a },
          { srcs: [], ...b },
        ]}
      />
      <h1 data-testid="position-title">
        {_({ ...S.pairTitle, values: { symbol0: a.symbol, symbol1: b.symbol } })}
      </h1>
      {badges}
      <PositionBadge status={status} testId="position-badge" />
    </div>
  )
}
