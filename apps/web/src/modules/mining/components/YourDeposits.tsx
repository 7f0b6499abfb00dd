// The account's part of the manage view (spec 02 §2): its deposit and what it holds, its unclaimed
// UNI (ticking up between reads, §3) with its own rate, and the liquidity tokens it could deposit.
import { useLingui } from '@lingui/react'
import { Card } from '../../../ui'
import { MINING_STRINGS as S } from '../strings'
import { FigureValue, type MiningFigure } from './MiningFigure'

export interface YourDepositsProps {
  staked: MiningFigure & { pooled: string }
  earned: MiningFigure
  /** UNI per week, while the account earns. */
  rate: string | undefined
  /** The amount alone: the sentence around it is this part's. */
  unstaked: MiningFigure
}

export function YourDeposits(p: YourDepositsProps) {
  const { _ } = useLingui()
  return (
    <Card className="mining-mine" data-testid="mining-yours">
      <div className="mining-mine__row">
        <span className="mining-stat__label">{_(S.yourDeposits)}</span>
        <FigureValue figure={p.staked} className="mining-mine__value" testId="mining-staked" />
        <span className="mining-stat__sub">{p.staked.pooled}</span>
      </div>
      <div className="mining-mine__row">
        <span className="mining-stat__label">{_(S.yourUnclaimed)}</span>
        <FigureValue figure={p.earned} className="mining-mine__value" testId="mining-earned" />
        {p.rate !== undefined && (
          <span className="mining-stat__sub" data-testid="mining-your-rate">
            {p.rate}
          </span>
        )}
      </div>
      <p
        className="mining-mine__available"
        data-testid="mining-unstaked"
        data-raw={p.unstaked.raw.toString()}
      >
        {_({ ...S.available, values: { amount: p.unstaked.text } })}
      </p>
    </Card>
  )
}
