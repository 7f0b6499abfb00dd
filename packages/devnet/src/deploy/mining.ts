// Issue 15 (L1 only): liquidity mining with the real @uniswap/liquidity-staker artifacts
// (spec 02 §5). Three StakingRewards pools on seeded v2 pairs, one per countdown of spec 02 §4:
//   ENDED       WETH/DAI   factory A, notified in the back-dated past, its 60 days over by now;
//                          accounts[0] staked in it and left its rewards unclaimed.
//   ACTIVE      WETH/USDC  factory A, notified after the clock caught up: ends ~60 days from now.
//   NOT-STARTED WBTC/WETH  factory B, genesis 7 days from now, never notified (periodFinish 0).
// The app reads a pool's start from rewardsDistribution() (its factory) → stakingRewardsGenesis().
// Hence two steps around the clock's catch-up (clock.ts): seedMiningPast, then seedMiningNow.
//
// LP for the tests is transferred from the core deployer, which minted every seeded pair's
// liquidity (as issue 14 does): reserves stay as they were, so no quote expectation moves. The
// core deployer sends nothing after this, so its later nonces place nothing.
import { L1_DEPLOYER } from '../accounts.ts'
import { chainTime } from '../clock.ts'
import { uniswapArtifact } from '../contracts/uniswap.ts'
import type { Address, ManifestMining, ManifestStakingPool, ManifestToken } from '../manifest.ts'
import { rpc, toQuantity } from '../rpc.ts'
import { deploy, read, type Sender, write } from './sender.ts'
import type { UniSeedContext } from './uniProtocol.ts'

const UNI = 10n ** 18n
const DAY = 86_400
export const REWARDS_DURATION = 60 * DAY
export const ACTIVE_REWARD = 3_000_000n * UNI
export const ENDED_REWARD = 1_000_000n * UNI
export const NOT_STARTED_REWARD = 2_000_000n * UNI
/** Factory B's genesis, after the clock caught up: the 'Rewards begin in' countdown. */
export const NOT_STARTED_IN = 7 * DAY
/** Share of the core deployer's LP of a pair given to an account: 1 % (basis points). */
const LP_SHARE_BPS = 100n

type PoolKey = 'active' | 'ended' | 'not-started'
const POOL_PAIRS: Record<PoolKey, readonly [string, string]> = {
  active: ['WETH', 'USDC'],
  ended: ['WETH', 'DAI'],
  'not-started': ['WBTC', 'WETH'],
}

const factoryAbi = () => uniswapArtifact('StakingRewardsFactory').abi
const erc20Abi = () => uniswapArtifact('UniswapV2Pair').abi

/** A sender for an account that has sent before (its nonce read from the node). */
async function continuingSender(url: string, from: Address): Promise<Sender> {
  const nonce = Number(await rpc<string>(url, 'eth_getTransactionCount', [from, 'latest']))
  return { url, from, nonce }
}

async function advance(url: string, seconds: number): Promise<void> {
  await rpc(url, 'evm_increaseTime', [toQuantity(BigInt(seconds))])
  await rpc(url, 'evm_mine', [])
}

function pairOf(
  ctx: UniSeedContext,
  key: PoolKey,
): { address: Address; tokens: [Address, Address] } {
  const [a, b] = POOL_PAIRS[key].map((symbol) => {
    const token = ctx.chain.tokens.find((t: ManifestToken) => t.symbol === symbol)
    if (!token) throw new Error(`mining: no seed token ${symbol}`)
    return token.address.toLowerCase()
  })
  const pair = ctx.chain.v2Pairs.find(
    (p) => new Set([p.token0.toLowerCase(), p.token1.toLowerCase(), a, b]).size === 2,
  )
  if (!pair) throw new Error(`mining: no seeded v2 pair ${POOL_PAIRS[key].join('/')}`)
  return { address: pair.address, tokens: [pair.token0, pair.token1] }
}

async function giveLp(core: Sender, pair: Address, to: Address): Promise<bigint> {
  const held = await read<bigint>(core, pair, erc20Abi(), 'balanceOf', [core.from])
  const share = (held * LP_SHARE_BPS) / 10_000n
  await write(core, pair, erc20Abi(), 'transfer', [to, share])
  return share
}

async function stakingRewardsOf(s: Sender, factory: Address, pair: Address): Promise<Address> {
  const [address] = await read<[Address, bigint]>(
    s,
    factory,
    factoryAbi(),
    'stakingRewardsInfoByStakingToken',
    [pair],
  )
  return address
}

/** What seedMiningPast leaves for seedMiningNow. */
export interface MiningPast {
  factoryA: Address
  ended: ManifestStakingPool
  active: ManifestStakingPool
}

/**
 * Before the clock catches up: factory A, the ENDED pool's whole period (staked by
 * accounts[0]), the ACTIVE pool deployed (notified later), and the WETH/USDC LP of accounts 1
 * and 2 (accounts[0] has some from issue 14). Moves the L1 clock 60 days and a bit forward.
 */
export async function seedMiningPast(sender: Sender, ctx: UniSeedContext): Promise<MiningPast> {
  const { url } = sender
  const [staker, ...others] = ctx.accounts
  if (!staker || others.length < 2) throw new Error('mining: needs test accounts 0–2')
  const uniAbi = uniswapArtifact('Uni').abi
  const genesis = (await chainTime(url)) + 60
  const factoryA = await deploy(sender, uniswapArtifact('StakingRewardsFactory'), [
    ctx.uni.address,
    BigInt(genesis),
  ])
  const endedPair = pairOf(ctx, 'ended')
  const activePair = pairOf(ctx, 'active')
  await write(sender, factoryA, factoryAbi(), 'deploy', [endedPair.address, ENDED_REWARD])
  await write(sender, factoryA, factoryAbi(), 'deploy', [activePair.address, ACTIVE_REWARD])
  await write(sender, ctx.uni.address, uniAbi, 'transfer', [factoryA, ENDED_REWARD + ACTIVE_REWARD])
  await advance(url, 120)
  await write(sender, factoryA, factoryAbi(), 'notifyRewardAmount', [endedPair.address])
  const endedRewards = await stakingRewardsOf(sender, factoryA, endedPair.address)

  const core = await continuingSender(url, L1_DEPLOYER)
  const staked = await giveLp(core, endedPair.address, staker)
  for (const account of others.slice(0, 2)) await giveLp(core, activePair.address, account)
  const stakerSender = await continuingSender(url, staker)
  await write(stakerSender, endedPair.address, erc20Abi(), 'approve', [endedRewards, staked])
  await write(stakerSender, endedRewards, uniswapArtifact('StakingRewards').abi, 'stake', [staked])
  await advance(url, REWARDS_DURATION + DAY)

  return {
    factoryA,
    ended: {
      stakingRewards: endedRewards,
      stakingToken: endedPair.address,
      tokens: endedPair.tokens,
      rewardAmount: ENDED_REWARD.toString(),
      status: 'ended',
      factory: factoryA,
      note: `its 60 days were over before the devnet started; accounts[0] staked ${staked} LP (all it has of the pair) and left its rewards unclaimed`,
    },
    active: {
      stakingRewards: await stakingRewardsOf(sender, factoryA, activePair.address),
      stakingToken: activePair.address,
      tokens: activePair.tokens,
      rewardAmount: ACTIVE_REWARD.toString(),
      status: 'active',
      factory: factoryA,
      note: 'notified when the clock caught up: ends 60 days after the devnet started; accounts 0–2 hold its LP, nobody staked',
    },
  }
}

/**
 * After the clock caught up: notifies the ACTIVE pool (its period ends 60 days from now) and
 * deploys factory B with the NOT-STARTED pool (genesis in NOT_STARTED_IN, funded, not notified).
 */
export async function seedMiningNow(
  sender: Sender,
  ctx: UniSeedContext,
  past: MiningPast,
): Promise<ManifestMining> {
  await write(sender, past.factoryA, factoryAbi(), 'notifyRewardAmount', [past.active.stakingToken])
  const genesis = (await chainTime(sender.url)) + NOT_STARTED_IN
  const factoryB = await deploy(sender, uniswapArtifact('StakingRewardsFactory'), [
    ctx.uni.address,
    BigInt(genesis),
  ])
  const pair = pairOf(ctx, 'not-started')
  await write(sender, factoryB, factoryAbi(), 'deploy', [pair.address, NOT_STARTED_REWARD])
  // Funded, so a test that moves time past genesis can call notifyRewardAmounts() as the owner.
  await write(sender, ctx.uni.address, uniswapArtifact('Uni').abi, 'transfer', [
    factoryB,
    NOT_STARTED_REWARD,
  ])
  return {
    factories: [past.factoryA, factoryB],
    pools: [
      past.active,
      past.ended,
      {
        stakingRewards: await stakingRewardsOf(sender, factoryB, pair.address),
        stakingToken: pair.address,
        tokens: pair.tokens,
        rewardAmount: NOT_STARTED_REWARD.toString(),
        status: 'not-started',
        factory: factoryB,
        note: `genesis ${NOT_STARTED_IN / DAY} days after the devnet started; never notified (periodFinish 0); the factory holds the reward`,
      },
    ],
  }
}
