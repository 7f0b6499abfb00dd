// spec 02 §4 Rewards countdown: 'Rewards begin in' / 'Rewards end in' with days:hours:minutes:
// seconds, or 'Rewards have ended!'.
import { useLingui } from '@lingui/react'
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
  const c = countdown(now, begin, periodFinish)
  return (
    <p className="mining-countdown" data-testid={testId} data-phase={c.phase}>
      <span data-testid={`${testId}-text`}>{_(TEXT[c.phase])}</span>
      {c.phase !== 'ended' && (
        <code className="mining-countdown__time">{formatCountdown(c.remaining)}</code>
      )}
    </p>
  )
}
