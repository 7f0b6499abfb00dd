import { Token } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import {
  deriveStakingInfo,
  findPoolIndex,
  pooledAmounts,
  type StakingPoolRead,
} from './stakingInfo'

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'

const read = (over: Partial<StakingPoolRead> = {}): StakingPoolRead => ({
  stakingRewardAddress: '0x7FBa4B8Dc5E7616e59622806932DBea72537A56b',
  tokens: [new Token(1, USDC, 6, 'USDC'), new Token(1, WETH, 18, 'WETH')],
  pairAddress: '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc',
  stakedAmount: 25n,
  earnedAmount: 9n,
  totalStakedAmount: 100n,
  poolRewardRate: 1000n,
  periodFinish: 2000,
  genesis: 100,
  unstakedAmount: 3n,
  reserve0: 1_000_000n,
  reserve1: 500n,
  lpTotalSupply: 1000n,
  readAt: 1500,
  ...over,
})

describe('staking info (spec 02 §3, §4)', () => {
  it('an active pool pays its rate, the account its share', () => {
    const info = deriveStakingInfo(read(), 1500)
    expect(info.active).toBe(true)
    expect(info.totalRewardRate).toBe(1000n)
    expect(info.rewardRate).toBe(250n)
  })
  it('a finished period is inactive and pays nothing more; earned stays claimable', () => {
    const info = deriveStakingInfo(read(), 2000)
    expect(info.active).toBe(false)
    expect(info.totalRewardRate).toBe(0n)
    expect(info.rewardRate).toBe(0n)
    expect(info.earnedAmount).toBe(9n)
  })
  it('a pool never notified (periodFinish 0) is inactive', () => {
    expect(deriveStakingInfo(read({ periodFinish: 0, poolRewardRate: 0n }), 50).active).toBe(false)
  })
  it('liquidity tokens stand for their share of the reserves, rounded down', () => {
    expect(pooledAmounts(read(), 25n)).toEqual([25_000n, 12n])
    expect(pooledAmounts(read({ lpTotalSupply: 0n }), 25n)).toEqual([0n, 0n])
  })
})

describe('the pool of a manage route', () => {
  const pools = [{ tokens: [WETH, USDC] as const }, { tokens: [WETH, DAI] as const }]
  it('matches the two currency ids in either order, any case', () => {
    expect(findPoolIndex(pools, USDC, WETH, WETH)).toBe(0)
    expect(findPoolIndex(pools, WETH.toLowerCase(), DAI, WETH)).toBe(1)
  })
  it("reads 'ETH' as the wrapped native token", () => {
    expect(findPoolIndex(pools, 'ETH', DAI, WETH)).toBe(1)
    expect(findPoolIndex(pools, 'eth', USDC, WETH)).toBe(0)
  })
  it('finds nothing for an unknown pair, the same id twice or a missing id', () => {
    expect(findPoolIndex(pools, USDC, DAI, WETH)).toBe(-1)
    expect(findPoolIndex(pools, WETH, 'ETH', WETH)).toBe(-1)
    expect(findPoolIndex(pools, WETH, undefined, WETH)).toBe(-1)
  })
})
