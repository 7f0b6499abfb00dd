// spec 02 §4 Rewards countdown (days, hours, minutes, seconds): before the start 'Rewards begin in',
// during 'Rewards end in', after 'Rewards have ended!'. Times are unix seconds on the chain's
// clock (the pool's genesis and periodFinish), so a devnet whose time was moved counts right.
import { SECONDS_PER_DAY } from '../constants'

export type CountdownPhase = 'begin' | 'end' | 'ended'

export interface Countdown {
  phase: CountdownPhase
  /** Whole seconds to the next boundary (0 once ended). */
  remaining: number
}

/**
 * `begin`: the rewards' start (the factory's stakingRewardsGenesis); `periodFinish`: the end
 * (0 while the pool was never notified: it has not begun, whatever the genesis says).
 */
export function countdown(now: number, begin: number, periodFinish: number): Countdown {
  if (periodFinish === 0 || now < begin)
    return { phase: 'begin', remaining: Math.max(0, Math.ceil(begin - now)) }
  if (now < periodFinish) return { phase: 'end', remaining: Math.ceil(periodFinish - now) }
  return { phase: 'ended', remaining: 0 }
}

/**
 * Days, hours, minutes and seconds, each with its unit in the language's short form
 * ('59d 03h 48m 04s', '59 T 03h 48 Min. 04 Sek.'): spec 02 §4's bare '59:23:48:04' gave no
 * units (issue 34 #11). Days unpadded, the rest two digits.
 */
export function formatCountdown(remaining: number, locale = 'en-US'): string {
  const total = Math.max(0, Math.floor(remaining))
  const parts = [
    ['day', Math.floor(total / SECONDS_PER_DAY)],
    ['hour', Math.floor((total % SECONDS_PER_DAY) / 3600)],
    ['minute', Math.floor((total % 3600) / 60)],
    ['second', total % 60],
  ] as const
  return parts
    .map(([unit, n]) =>
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit,
        unitDisplay: 'narrow',
        minimumIntegerDigits: unit === 'day' ? 1 : 2,
      }).format(n),
    )
    .join(' ')
}
