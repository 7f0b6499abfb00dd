// spec 02 §2 Liquidity mining page: one participating pool — its pair, the countdown, total
// deposits, the pool rate in UNI per week (and the account's), Deposit and Manage.
import { useLingui } from '@lingui/react'
import { Link } from 'wouter'
import { useFormatAmount } from '../../../lib/format'
import { Button, Card, DoubleTokenLogo } from '../../../ui'
import { LP_DECIMALS, MINING_DIGITS } from '../constants'
import { MINING_STRINGS as S } from '../strings'
import { type PoolCurrency, poolLogos } from '../utils/poolCurrencies'
import { weeklyRate } from '../utils/rewards'
import type { StakingInfo } from '../utils/stakingInfo'
import { Countdown } from './Countdown'

export interface PoolCardProps {
  info: StakingInfo
  currencies: readonly [PoolCurrency, PoolCurrency]
  logos: (address: string) => string[]
  uniDecimals: number
  now: number
  onDeposit: (() => void) | undefined
}

export function PoolCard({ info, currencies, logos, uniDecimals, now, onDeposit }: PoolCardProps) {
  const { _ } = useLingui()
  const fmt = useFormatAmount()
  const [a, b] = currencies
  const names = { symbolA: a.symbol, symbolB: b.symbol }
  const rate = (raw: bigint) =>
    _({
      ...S.perWeek,
      values: { amount: fmt.tokenAmount(weeklyRate(raw), uniDecimals, MINING_DIGITS) },
    })
  const id = `mining-pool-${info.stakingRewardAddress}`
  return (
    <Card
      as="section"
      className="mining-card"
      aria-labelledby={id}
      data-testid="mining-pool"
      data-address={info.stakingRewardAddress}
    >
      <div className="mining-card__head">
        <DoubleTokenLogo tokens={poolLogos(currencies, logos)} />
        <h3 id={id} className="mining-card__title">
          {_({ ...S.pairName, values: names })}
        </h3>
      </div>
      <Countdown now={now} begin={info.genesis} periodFinish={info.periodFinish} />
      <dl className="mining-stats">
        <div>
          <dt>{_(S.totalDeposits)}</dt>
          <dd data-testid="mining-total-deposits" data-raw={info.totalStakedAmount.toString()}>
            {_({
              ...S.lpAmount,
              values: {
                amount: fmt.tokenAmount(info.totalStakedAmount, LP_DECIMALS, MINING_DIGITS),
              },
            })}
          </dd>
        </div>
        <div>
          <dt>{_(S.poolRate)}</dt>
          <dd data-testid="mining-pool-rate" data-raw={weeklyRate(info.totalRewardRate).toString()}>
            {rate(info.totalRewardRate)}
          </dd>
        </div>
        {info.rewardRate > 0n && (
          <div>
            <dt>{_(S.yourRate)}</dt>
            <dd data-testid="mining-your-rate">{rate(info.rewardRate)}</dd>
          </div>
        )}
      </dl>
      <div className="mining-card__actions">
        {onDeposit && (
          <Button variant="secondary" onClick={onDeposit} testId="mining-card-deposit">
            {_(S.deposit)}
          </Button>
        )}
        <Link
          to={`/uni/${a.id}/${b.id}`}
          className="mining-link mining-link--primary"
          data-testid="mining-card-manage"
          aria-label={`${_(S.manage)} ${_({ ...S.pairName, values: names })}`}
        >
          {_(S.manage)}
        </Link>
      </div>
    </Card>
  )
}
