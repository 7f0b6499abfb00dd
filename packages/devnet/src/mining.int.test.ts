// Issue 15: liquidity mining on the live L1. The three seeded pools read as the three countdowns
// of spec 02 §4 through the calls the app makes (rewardsDistribution → stakingRewardsGenesis,
// periodFinish), the test accounts hold the active pool's LP, and staking earns UNI.
import { maxUint256, parseAbi } from 'viem'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import type { Address, ManifestStakingPool } from './manifest.ts'
import { chainOf, publicClient, tokenOf, walletClient } from './testing/clients.ts'
import { revert, rpc, snapshot } from './testing/rpc.ts'

const manifest = inject('manifest')
const l1 = chainOf(manifest, 1)
const client = publicClient(l1)
const accounts = manifest.accounts.map((a) => a.address)

const stakingAbi = parseAbi([
  'function rewardsDistribution() view returns (address)',
  'function rewardsToken() view returns (address)',
  'function stakingToken() view returns (address)',
  'function periodFinish() view returns (uint256)',
  'function rewardRate() view returns (uint256)',
  'function rewardsDuration() view returns (uint256)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
  'function earned(address) view returns (uint256)',
  'function stake(uint256 amount)',
  'function getReward()',
])
const factoryAbi = parseAbi([
  'function stakingRewardsGenesis() view returns (uint256)',
  'function stakingRewardsInfoByStakingToken(address) view returns (address, uint256)',
])
const erc20Abi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function approve(address, uint256) returns (bool)',
])

function pool(status: ManifestStakingPool['status']): ManifestStakingPool {
  const found = l1.mining?.pools.find((p) => p.status === status)
  if (!found) throw new Error(`no ${status} pool`)
  return found
}

const readPool = <T>(
  p: ManifestStakingPool,
  functionName:
    | 'periodFinish'
    | 'rewardsDistribution'
    | 'rewardRate'
    | 'rewardsDuration'
    | 'stakingToken'
    | 'rewardsToken',
) => client.readContract({ address: p.stakingRewards, abi: stakingAbi, functionName }) as Promise<T>
const balanceOf = (token: Address, account: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] })

/** The countdown the app derives (spec 02 §4): begin from the factory's genesis, end from periodFinish. */
async function countdown(p: ManifestStakingPool): Promise<ManifestStakingPool['status']> {
  const factory = await readPool<Address>(p, 'rewardsDistribution')
  const genesis = await client.readContract({
    address: factory,
    abi: factoryAbi,
    functionName: 'stakingRewardsGenesis',
  })
  const finish = await readPool<bigint>(p, 'periodFinish')
  const now = (await client.getBlock()).timestamp
  if (now < genesis) return 'not-started'
  return finish > now ? 'active' : 'ended'
}

describe('liquidity mining on the L1 (spec 02 §3, §4, §5)', () => {
  it('is only on the L1, at fixed addresses, one pool per status on seeded v2 pairs', async () => {
    expect(chainOf(manifest, 2).mining).toBeUndefined()
    const mining = l1.mining
    expect(mining?.pools.map((p) => p.status)).toEqual(['active', 'ended', 'not-started'])
    expect({
      factories: mining?.factories,
      pools: mining?.pools.map((p) => `${p.status} ${p.stakingRewards} ${p.stakingToken}`),
    }).toMatchInlineSnapshot(`
      {
        "factories": [
          "0x3Bf9d3C0D5BAb03e286947041fb035e9936BD960",
          "0xf291Da359974c7691b9E0fe0D28dB9E9223237af",
        ],
        "pools": [
          "active 0xc7E6B1bf190FCbbEE25f65447D6FE3EEE876F3e6 0x510c1c0d117D901ed0222756a2df56Bc461cE794",
          "ended 0x0c84eCa5450460545C3EFE893f7f6D7ae6cd9C98 0x02d150168acb704bFE240057e3ECaa99680a02Ad",
          "not-started 0x0d0019e374e54a2B4930f411De8AE945C7085EA3 0x266dc70EE2dc2DF5e3B939CD30Ea15BddA0c6ec6",
        ],
      }
    `)
    for (const p of mining?.pools ?? []) {
      const pair = l1.v2Pairs.find((x) => x.address === p.stakingToken)
      expect(pair, p.status).toBeDefined()
      expect(p.tokens).toEqual([pair?.token0, pair?.token1])
      expect(await readPool<Address>(p, 'stakingToken')).toBe(p.stakingToken)
      expect(await readPool<Address>(p, 'rewardsToken')).toBe(l1.governanceToken?.address)
      expect(await readPool<Address>(p, 'rewardsDistribution')).toBe(p.factory)
      expect(mining?.factories).toContain(p.factory)
      const [address, pending] = await client.readContract({
        address: p.factory,
        abi: factoryAbi,
        functionName: 'stakingRewardsInfoByStakingToken',
        args: [p.stakingToken],
      })
      expect(address).toBe(p.stakingRewards)
      // The factory forgets the amount once notified.
      expect(pending).toBe(p.status === 'not-started' ? BigInt(p.rewardAmount) : 0n)
    }
  })

  it('reads as the three countdowns through the factory genesis and periodFinish', async () => {
    for (const status of ['active', 'ended', 'not-started'] as const)
      expect(await countdown(pool(status))).toBe(status)
  })

  it('runs 60-day periods: the active one ends weeks from now, the not-started one was never notified', async () => {
    const now = (await client.getBlock()).timestamp
    const active = pool('active')
    expect(await readPool<bigint>(active, 'rewardsDuration')).toBe(60n * 86_400n)
    expect((await readPool<bigint>(active, 'periodFinish')) - now).toBeGreaterThan(50n * 86_400n)
    const rate = await readPool<bigint>(active, 'rewardRate')
    expect(rate).toBe(BigInt(active.rewardAmount) / (60n * 86_400n))
    const notStarted = pool('not-started')
    expect(await readPool<bigint>(notStarted, 'periodFinish')).toBe(0n)
    expect(await readPool<bigint>(notStarted, 'rewardRate')).toBe(0n)
    expect(await balanceOf(l1.governanceToken?.address as Address, notStarted.factory)).toBe(
      BigInt(notStarted.rewardAmount),
    )
  })

  it('gives accounts 0–2 LP of the active pool’s pair; accounts[0] has rewards waiting in the ended pool', async () => {
    const active = pool('active')
    for (const account of accounts.slice(0, 3))
      expect(await balanceOf(active.stakingToken, account)).toBeGreaterThan(0n)
    expect(active.tokens).toEqual(
      [tokenOf(l1, 'WETH').address, tokenOf(l1, 'USDC').address].sort((a, b) =>
        a.toLowerCase() < b.toLowerCase() ? -1 : 1,
      ),
    )
    const ended = pool('ended')
    const staker = accounts[0] as Address
    expect(
      await client.readContract({
        address: ended.stakingRewards,
        abi: stakingAbi,
        functionName: 'balanceOf',
        args: [staker],
      }),
    ).toBeGreaterThan(0n)
    const earned = await client.readContract({
      address: ended.stakingRewards,
      abi: stakingAbi,
      functionName: 'earned',
      args: [staker],
    })
    // The whole period's reward but the seconds between notify and stake (and rounding).
    expect(earned).toBeLessThanOrEqual(BigInt(ended.rewardAmount))
    expect(earned).toBeGreaterThan((BigInt(ended.rewardAmount) * 999n) / 1000n)
  })

  describe('staking (reverted after each test)', () => {
    let snap = ''
    beforeEach(async () => {
      snap = await snapshot(l1.rpcUrl)
    })
    afterEach(async () => {
      await revert(l1.rpcUrl, snap)
    })

    it('earns UNI in the active pool after time passes, and pays it out', async () => {
      const active = pool('active')
      const wallet = walletClient(manifest, l1, 1)
      const me = wallet.account.address
      const lp = await balanceOf(active.stakingToken, me)
      const send = async (hash: Promise<`0x${string}`>) =>
        expect((await client.waitForTransactionReceipt({ hash: await hash })).status).toBe(
          'success',
        )
      await send(
        wallet.writeContract({
          address: active.stakingToken,
          abi: erc20Abi,
          functionName: 'approve',
          args: [active.stakingRewards, maxUint256],
        }),
      )
      await send(
        wallet.writeContract({
          address: active.stakingRewards,
          abi: stakingAbi,
          functionName: 'stake',
          args: [lp],
        }),
      )
      await rpc(l1.rpcUrl, 'evm_increaseTime', [3600])
      await rpc(l1.rpcUrl, 'evm_mine')
      const earned = await client.readContract({
        address: active.stakingRewards,
        abi: stakingAbi,
        functionName: 'earned',
        args: [me],
      })
      const rate = await readPool<bigint>(active, 'rewardRate')
      // Sole staker: an hour's worth of the pool rate (to the second, plus the rounding).
      expect(earned).toBeGreaterThanOrEqual((rate * 3600n * 99n) / 100n)
      const uni = l1.governanceToken?.address as Address
      const before = await balanceOf(uni, me)
      await send(
        wallet.writeContract({
          address: active.stakingRewards,
          abi: stakingAbi,
          functionName: 'getReward',
        }),
      )
      expect((await balanceOf(uni, me)) - before).toBeGreaterThanOrEqual(earned)
    })
  })
})
