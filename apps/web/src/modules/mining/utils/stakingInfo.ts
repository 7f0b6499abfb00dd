// spec 02 §3 Staking info: tokens (pair), stakedAmount, earnedAmount, totalStakedAmount,
// rewardRate, totalRewardRate, active, periodFinish, stakingRewardAddress — derived from one
// read round of a pool (actions/readStakingInfos.ts) and the chain's clock. "A staking reward is
// active when its period has not finished" (spec 02 §4).
import type { Token } from '@uniswap/sdk-core'
import type { Address } from 'viem'
import { individualRate } from './rewards'

/** What one read round says about a pool, at one block (`readAt`: its timestamp). */
export interface StakingPoolRead {
  stakingRewardAddress: Address
  /** The pair's tokens, sorted as the pair stores them. */
  tokens: readonly [Token, Token]
  /** The pair (its liquidity token is what is staked). */
  pairAddress: Address
  stakedAmount: bigint
  earnedAmount: bigint
  totalStakedAmount: bigint
  /** The pool's rate, raw UNI per second. */
  poolRewardRate: bigint
  /** Unix seconds; 0 while the pool was never notified. */
  periodFinish: number
  /** The factory's stakingRewardsGenesis (unix seconds): rewards begin no earlier. */
  genesis: number
  /** The account's liquidity tokens not staked (its balance of the pair). */
  unstakedAmount: bigint
  /** The pair's reserves and liquidity-token supply (what a deposit is worth). */
  reserve0: bigint
  reserve1: bigint
  lpTotalSupply: bigint
  /** Timestamp of the block read. */
  readAt: number
}

export interface StakingInfo extends StakingPoolRead {
  active: boolean
  /** The pool's rate while active, else 0 (raw UNI per second). */
  totalRewardRate: bigint
  /** The account's share of totalRewardRate. */
  rewardRate: bigint
}

export function deriveStakingInfo(read: StakingPoolRead, now: number): StakingInfo {
  const active = read.periodFinish > now
  const totalRewardRate = active ? read.poolRewardRate : 0n
  return {
    ...read,
    active,
    totalRewardRate,
    rewardRate: individualRate(totalRewardRate, read.stakedAmount, read.totalStakedAmount),
  }
}

/** The pooled amounts `liquidity` liquidity tokens stand for, per pair token (rounded down). */
export function pooledAmounts(
  read: Pick<StakingPoolRead, 'reserve0' | 'reserve1' | 'lpTotalSupply'>,
  liquidity: bigint,
): readonly [bigint, bigint] {
  if (read.lpTotalSupply === 0n) return [0n, 0n]
  return [
    (read.reserve0 * liquidity) / read.lpTotalSupply,
    (read.reserve1 * liquidity) / read.lpTotalSupply,
  ]
}

/**
 * The configured pool of the route's two currency ids (/uni/{currencyIdA}/{currencyIdB}), in
 * either order; 'ETH' stands for the wrapped native token, which the pairs hold.
 */
export function findPoolIndex(
  pools: readonly { tokens: readonly [Address, Address] }[],
  currencyIdA: string | undefined,
  currencyIdB: string | undefined,
  wrappedNative: Address | undefined,
): number {
  const id = (c: string | undefined) =>
    (c?.toUpperCase() === 'ETH' ? (wrappedNative ?? '') : (c ?? '')).toLowerCase()
  const a = id(currencyIdA)
  const b = id(currencyIdB)
  if (!a || !b || a === b) return -1
  return pools.findIndex((p) => {
    const [x, y] = p.tokens.map((t) => t.toLowerCase())
    return (x === a && y === b) || (x === b && y === a)
  })
}
