// spec 02 §3 Staking info (rewardRate, totalRewardRate), §9 "Weekly reward rate is the
// per-second rate times 604800" — and the unclaimed UNI between two reads: earned() grows by
// the account's share of the pool's rate each second until periodFinish (StakingRewards'
// lastTimeRewardApplicable), so the screen ticks it up without a read per second.
import { SECONDS_PER_WEEK } from '../constants'

/** The pool's rate per week (raw UNI). */
export const weeklyRate = (ratePerSecond: bigint): bigint => ratePerSecond * SECONDS_PER_WEEK

/** The account's share of the pool's per-second rate (0 when nothing is staked). */
export function individualRate(ratePerSecond: bigint, staked: bigint, totalStaked: bigint): bigint {
  if (totalStaked === 0n || staked === 0n) return 0n
  return (ratePerSecond * staked) / totalStaked
}

/**
 * earned() as of `now`, from its value read at `readAt` (both unix seconds on the chain's
 * clock): the individual rate times the seconds since, counted no later than periodFinish.
 */
export function earnedAt(
  earned: bigint,
  rate: bigint,
  readAt: number,
  now: number,
  periodFinish: number,
): bigint {
  const until = Math.min(Math.floor(now), periodFinish)
  const seconds = until - readAt
  if (seconds <= 0 || rate === 0n) return earned
  return earned + rate * BigInt(seconds)
}
