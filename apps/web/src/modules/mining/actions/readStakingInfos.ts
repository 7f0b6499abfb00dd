// The reads behind spec 02 §3 Staking info, pinned to one block (spec 01 §7.6 reads through a
// multicall): per pool balanceOf/earned (the account), totalSupply, rewardRate, periodFinish,
// rewardsDistribution (the factory) and its stakingRewardsGenesis (when rewards begin), the
// pair tokens' symbol and decimals, and the pair's reserves, supply and the account's liquidity
// tokens through the liquidity core's readV2Pairs (modules/liquidity).
import { Token } from '@uniswap/sdk-core'
import { type Address, type Client, zeroAddress } from 'viem'
import { getBlock } from 'viem/actions'
import { erc20Abi } from '../../../chain/abis/erc20'
import type { StakingRewardsInfo, V2Exchange } from '../../../chain/contracts'
import { multicallReads } from '../../../chain/multicall'
import { readV2Pairs } from '../../liquidity'
import { stakingRewardsAbi, stakingRewardsFactoryAbi } from '../abis'
import type { StakingPoolRead } from '../utils/stakingInfo'

export interface ReadStakingInfosParameters {
  chainId: number
  pools: readonly StakingRewardsInfo[]
  exchange: V2Exchange
  account?: Address | undefined
  multicallAddress?: Address | undefined
}

const POOL_CALLS = ['balanceOf', 'earned', 'totalSupply', 'rewardRate', 'periodFinish'] as const

type Result = { status: 'success'; result: unknown } | { status: 'failure'; error: Error }
const value = <T>(r: Result | undefined, fallback: T): T =>
  r?.status === 'success' ? (r.result as T) : fallback

/** One entry per pool, in order; undefined for a pool whose contract could not be read. */
export async function readStakingInfos(
  client: Client,
  { chainId, pools, exchange, account, multicallAddress }: ReadStakingInfosParameters,
): Promise<(StakingPoolRead | undefined)[]> {
  if (pools.length === 0) return []
  const block = await getBlock(client, { blockTag: 'latest' })
  const blockNumber = block.number
  const owner = account ?? zeroAddress
  const tokens = [
    ...new Set(pools.flatMap((p) => p.tokens.map((t) => t.toLowerCase()))),
  ] as Address[]

  const first = (await multicallReads(client, {
    multicallAddress,
    blockNumber,
    calls: [
      ...pools.flatMap((p) => [
        ...POOL_CALLS.map((functionName) => ({
          address: p.address,
          abi: stakingRewardsAbi,
          functionName,
          args: functionName === 'balanceOf' || functionName === 'earned' ? [owner] : [],
        })),
        { address: p.address, abi: stakingRewardsAbi, functionName: 'rewardsDistribution' },
      ]),
      ...tokens.flatMap((t) => [
        { address: t, abi: erc20Abi, functionName: 'symbol' },
        { address: t, abi: erc20Abi, functionName: 'decimals' },
      ]),
    ] as never,
  })) as unknown as Result[]
  const per = POOL_CALLS.length + 1
  const tokenOffset = pools.length * per
  const sdkTokens = new Map(
    tokens.map((t, i) => {
      const decimals = value<number | undefined>(first[tokenOffset + 2 * i + 1], undefined)
      const symbol = value<string>(first[tokenOffset + 2 * i], '?')
      return [t, decimals === undefined ? undefined : new Token(chainId, t, decimals, symbol)]
    }),
  )
  const factories = pools.map((_, i) =>
    value<Address | undefined>(first[i * per + per - 1], undefined),
  )
  const distinctFactories = [...new Set(factories.filter((f) => f !== undefined))]
  const pairTokens = pools.map((p) =>
    p.tokens.map((t) => sdkTokens.get(t.toLowerCase() as Address)),
  )

  const [genesisResults, pairs] = await Promise.all([
    multicallReads(client, {
      multicallAddress,
      blockNumber,
      calls: distinctFactories.map((f) => ({
        address: f,
        abi: stakingRewardsFactoryAbi,
        functionName: 'stakingRewardsGenesis' as const,
      })),
    }) as unknown as Promise<Result[]>,
    readV2Pairs(client, {
      pairs: pairTokens.map(([tokenA, tokenB]) => ({ exchange, tokenA, tokenB })),
      account,
      multicallAddress,
      blockNumber,
    }),
  ])
  const genesis = new Map(
    distinctFactories.map((f, i) => [f, Number(value<bigint>(genesisResults[i], 0n))]),
  )

  return pools.map((p, i): StakingPoolRead | undefined => {
    const r = first.slice(i * per, i * per + per)
    const lookup = pairs[i]
    if (r.some((x) => x.status !== 'success') || lookup?.status !== 'EXISTS') return undefined
    const [staked, earned, totalStaked, rate, finish] = r.map((x) => value<bigint>(x, 0n))
    const factory = factories[i]
    const { pair } = lookup
    return {
      stakingRewardAddress: p.address,
      tokens: [pair.token0, pair.token1],
      pairAddress: pair.address,
      stakedAmount: account ? (staked ?? 0n) : 0n,
      earnedAmount: account ? (earned ?? 0n) : 0n,
      totalStakedAmount: totalStaked ?? 0n,
      poolRewardRate: rate ?? 0n,
      periodFinish: Number(finish ?? 0n),
      genesis: factory ? (genesis.get(factory) ?? 0) : 0,
      unstakedAmount: pair.balance,
      reserve0: pair.reserve0,
      reserve1: pair.reserve1,
      lpTotalSupply: pair.totalSupply,
      readAt: Number(block.timestamp),
    }
  })
}
