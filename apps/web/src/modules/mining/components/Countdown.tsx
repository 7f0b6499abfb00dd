// spec 02 §4 Rewards countdown: 'Rewards begin in' / 'Rewards end in' with days, hours, minutes
// and seconds (with their units, issue 34 #11), or 'Rewards have ended!'.
import { useLingui } from '@lingui/react'
import { useFormatAmount } from '../../../lib/format'
import { MINING_STRINGS as S } from '../strings'
import { countdown, formatCountdown } from '../utils/countdown'

export interface CountdownProps {
  now: number
  begin: number
  periodFinish: number
  testId?: string
}

const TEXT = { begin: S.rewardsBeginIn, end: S.rewardsEndIn, ended: S.rewardsEnded } as const

export function Countdown({
  now,
  begin,
  periodFinish,
  testId = 'mining-countdown',
}: CountdownProps) {
  const { _ } = useLingui()
  const { locale } = useFormatAmount()
  const c = countdown(now, begin, periodFinish)
  return (
    <p className="mining-countdown" data-testid={testId} data-phase={c.phase}>
      <span data-testid={`${testId}-text`}>{_(TEXT[c.phase])}</span>
      {c.phase !== 'ended' && (
        <span className="mining-countdown__time">{formatCountdown(c.remaining, locale)}</span>
      )}
    </p>
  )
}
