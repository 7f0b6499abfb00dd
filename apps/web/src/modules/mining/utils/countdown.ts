// spec 02 §4 Rewards countdown (days:hours:minutes:seconds): before the start 'Rewards begin in',
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

/** 'd:hh:mm:ss' — days unpadded, the rest two digits. */
export function formatCountdown(remaining: number): string {
  const total = Math.max(0, Math.floor(remaining))
  const days = Math.floor(total / SECONDS_PER_DAY)
  const hours = Math.floor((total % SECONDS_PER_DAY) / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = total % 60
  const two = (n: number) => n.toString().padStart(2, '0')
  return `${days}:${two(hours)}:${two(minutes)}:${two(seconds)}`
}
