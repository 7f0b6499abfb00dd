// The position's performance from its on-chain history (issue 13 "Beyond the reference"): what
// went in and out, the fees over its life, its value now against simply holding the deposits, and
// the fee APR. Pure: the container (PositionAnalyticsSection) reads the snapshot.
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { Card, HelpPopover } from '../../../../ui'
import type { PositionSnapshot } from '../actions/readPositionsAnalytics'
import { ANALYTICS_STRINGS as S } from '../strings'
import './PositionAnalytics.css'
import { useAnalyticsFormat } from './useAnalyticsFormat'

/** What the panel needs of each token (an sdk-core Token or a token-list entry fits). */
export interface AnalyticsToken {
  symbol?: string | undefined
  decimals: number
}

/** What the panel shows: a v3 position's snapshot, or a v4 one's (readV4PositionAnalytics). */
export type AnalyticsSnapshot = Pick<
  PositionSnapshot,
  'blockNumber' | 'timestamp' | 'ledger' | 'analytics'
>

export interface PositionAnalyticsPanelProps {
  snapshot: AnalyticsSnapshot
  token0: AnalyticsToken
  token1: AnalyticsToken
}

const SECONDS_PER_DAY = 86_400n
const raw = (x: { amount0: bigint; amount1: bigint }) => `${x.amount0},${x.amount1}`

export function PositionAnalyticsPanel({ snapshot, token0, token1 }: PositionAnalyticsPanelProps) {
  const { _ } = useLingui()
  const { f, percent, apr } = useAnalyticsFormat()
  const { analytics: a, ledger } = snapshot
  const sym0 = token0.symbol ?? '?'
  const sym1 = token1.symbol ?? '?'
  const pair = (x: { amount0: bigint; amount1: bigint }) =>
    `${f.tokenAmount(x.amount0, token0.decimals, 6)} ${sym0} · ${f.tokenAmount(x.amount1, token1.decimals, 6)} ${sym1}`
  const value = (raw: bigint, signed = false) =>
    `${signed && raw > 0n ? '+' : ''}${f.tokenAmount(raw, token1.decimals, 6)} ${sym1}`
  // Age in chain time (the block the figures were read at), like the APR.
  const mintTime = ledger.mint?.blockTimestamp
  const days =
    mintTime === undefined || snapshot.timestamp < mintTime
      ? undefined
      : Number((snapshot.timestamp - mintTime) / SECONDS_PER_DAY)
  const age =
    days === undefined
      ? _(S.notAvailable)
      : days < 1
        ? _(S.ageLessThanDay)
        : _({ ...S.age, values: { days } })
  const tone = (raw: bigint) => (raw < 0n ? 'negative' : raw > 0n ? 'positive' : undefined)

  return (
    <Card
      variant="inset"
      as="section"
      aria-labelledby="position-analytics-title"
      className="position-analytics"
      data-testid="position-analytics"
    >
      <h2 id="position-analytics-title" className="position-analytics__title">
        {_(S.title)}
      </h2>
      <p className="position-analytics__intro">{_({ ...S.intro, values: { symbol: sym1 } })}</p>
      <dl className="position-analytics__list">
        <Row label={_(S.deposited)} testId="analytics-deposited" raw={raw(ledger.deposited)}>
          {pair(ledger.deposited)}
        </Row>
        <Row label={_(S.withdrawn)} testId="analytics-withdrawn" raw={raw(ledger.withdrawn)}>
          {pair(ledger.withdrawn)}
        </Row>
        <Row
          label={_(S.feesEarned)}
          help={_(S.feesEarnedHelp)}
          testId="analytics-fees"
          raw={raw(a.feesEarned)}
        >
          {pair(a.feesEarned)}
          <span className="position-analytics__sub">{value(a.feesEarnedValue)}</span>
        </Row>
        <Row
          label={_(S.valueNow)}
          help={_(S.valueNowHelp)}
          testId="analytics-value-now"
          raw={a.valueNow.toString()}
        >
          {value(a.valueNow)}
        </Row>
        <Row
          label={_(S.hodlValue)}
          help={_(S.hodlValueHelp)}
          testId="analytics-hodl"
          raw={a.hodlValue.toString()}
        >
          {value(a.hodlValue)}
        </Row>
        <Row
          label={_(S.vsHodl)}
          help={_(S.vsHodlHelp)}
          testId="analytics-vs-hodl"
          raw={a.pnlVsHodl.toString()}
          tone={tone(a.pnlVsHodl)}
        >
          {value(a.pnlVsHodl, true)} ({percent(a.pnlVsHodlPercent, true)})
        </Row>
        <Row
          label={_(S.withFees)}
          testId="analytics-with-fees"
          raw={a.pnlWithFees.toString()}
          tone={tone(a.pnlWithFees)}
        >
          {value(a.pnlWithFees, true)}
        </Row>
        <Row
          label={_(S.feeApr)}
          help={_(S.feeAprHelp)}
          testId="analytics-apr"
          raw={String(a.feeAprPercent)}
        >
          {apr(snapshot)}
        </Row>
        <Row label={_(S.ageLabel)} testId="analytics-age">
          {age}
        </Row>
      </dl>
      <p className="position-analytics__block">
        {_({ ...S.atBlock, values: { block: snapshot.blockNumber.toString() } })}
      </p>
    </Card>
  )
}

function Row({
  label,
  help,
  tone,
  testId,
  raw,
  children,
}: {
  label: string
  help?: string
  tone?: 'positive' | 'negative' | undefined
  testId: string
  /** The exact figure behind the text (raw units; 'amount0,amount1' for pairs), for tests. */
  raw?: string
  children: ReactNode
}) {
  return (
    <div className="position-analytics__row">
      <dt>
        {label}
        {help && <HelpPopover content={help} />}
      </dt>
      <dd
        data-testid={testId}
        data-raw={raw}
        className={tone ? `position-analytics__${tone}` : undefined}
      >
        {children}
      </dd>
    </div>
  )
}
