// The head of the manage view (spec 02 §2): the pair, the rewards countdown (§4), total deposits
// with what they hold, and the pool rate in UNI per week.
import { useLingui } from '@lingui/react'
import { Card, DoubleTokenLogo } from '../../../ui'
import { MINING_STRINGS as S } from '../strings'
import type { PoolCurrency, PoolLogo } from '../utils/poolCurrencies'
import { Countdown } from './Countdown'
import { FigureValue, type MiningFigure } from './MiningFigure'

export interface ManageStatsProps {
  currencies: readonly [PoolCurrency, PoolCurrency]
  logos: readonly [PoolLogo, PoolLogo]
  now: number
  genesis: number
  periodFinish: number
  totalDeposits: MiningFigure & { pooled: string }
  /** UNI per week, raw. */
  poolRate: MiningFigure
}

export function ManageStats(p: ManageStatsProps) {
  const { _ } = useLingui()
  const [a, b] = p.currencies
  return (
    <>
      <div className="mining-manage__pair">
        <DoubleTokenLogo size={28} tokens={p.logos} />
        <h2 className="mining-manage__heading" data-testid="mining-manage-pair">
          {_({ ...S.manageHeading, values: { symbolA: a.symbol, symbolB: b.symbol } })}
        </h2>
      </div>
      <Countdown now={p.now} begin={p.genesis} periodFinish={p.periodFinish} />
      <div className="mining-manage__stats">
        <Card variant="inset" className="mining-stat">
          <span className="mining-stat__label">{_(S.totalDeposits)}</span>
          <FigureValue
            figure={p.totalDeposits}
            className="mining-stat__value"
            testId="mining-total-deposits"
          />
          <span className="mining-stat__sub">{p.totalDeposits.pooled}</span>
        </Card>
        <Card variant="inset" className="mining-stat">
          <span className="mining-stat__label">{_(S.poolRate)}</span>
          <FigureValue
            figure={p.poolRate}
            className="mining-stat__value"
            testId="mining-pool-rate"
          />
        </Card>
      </div>
    </>
  )
}
