// Number display shared by the analytics panel and the list line.
import { useLingui } from '@lingui/react'
import { useFormatAmount } from '../../../../lib/format'
import type { PositionSnapshot } from '../actions/readPositionsAnalytics'
import { ANALYTICS_STRINGS as S } from '../strings'

/** A yearly rate from less than a day of fees says nothing (a few minutes' fees × 100,000). */
export const MIN_APR_AGE_SECONDS = 86_400n

/**
 * Percent values carry two decimals; a non-zero one that rounds to zero reads '<0.01%', or
 * '>-0.01%' for a loss (as token amounts read '>-0.00001'): '-<0.01%' read oddly (issue 34 #11).
 */
const SMALLEST = 0.01

export function useAnalyticsFormat() {
  const { _ } = useLingui()
  const f = useFormatAmount()
  const percent = (p: number | null, signed = false): string => {
    if (p === null) return _(S.notAvailable)
    const sign = p < 0 ? '-' : signed && p > 0 ? '+' : ''
    const abs = Math.abs(p)
    if (abs > 0 && abs < SMALLEST / 2)
      return p < 0 ? `>${f.bpsPercent(-1)}` : `<${f.bpsPercent(1, { signed })}`
    return `${sign}${f.percent(abs / 100, 2)}`
  }
  /** The fee APR, or a dash while the position is younger than a day. */
  const apr = (snapshot: Pick<PositionSnapshot, 'ledger' | 'timestamp' | 'analytics'>): string => {
    const mint = snapshot.ledger.mint?.blockTimestamp
    if (mint === undefined || snapshot.timestamp - mint < MIN_APR_AGE_SECONDS)
      return _(S.notAvailable)
    return percent(snapshot.analytics.feeAprPercent)
  }
  return { f, percent, apr }
}
