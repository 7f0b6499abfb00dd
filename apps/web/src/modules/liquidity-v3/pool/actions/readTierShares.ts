// Fee tier distribution from the chain (spec 02 §4 Fee tier selection; issue 13 "computed
// on-chain from the pools' token balances — no indexer"): for every tier, the pool's slot0 and
// its token0/token1 balances, all in one multicall.
import type { Token } from '@uniswap/sdk-core'
import type { Address, Client } from 'viem'
import { erc20Abi } from '../../../../chain/abis/erc20'
import { v3PoolAbi } from '../../../../chain/abis/v3'
import { multicallReads } from '../../../../chain/multicall'
import type { FeeTier } from '../../../liquidity'
import { poolKey } from '../../../liquidity'
import { type TierShare, tierShares } from '../utils/tierShares'

export interface ReadTierSharesParameters {
  tokenA: Token
  tokenB: Token
  fees: readonly FeeTier[]
  factory: Address
  multicallAddress?: Address | undefined
}

export async function readTierShares(
  client: Client,
  { tokenA, tokenB, fees, factory, multicallAddress }: ReadTierSharesParameters,
): Promise<TierShare[]> {
  const keys = fees.flatMap((fee) => poolKey(tokenA, tokenB, fee, factory) ?? [])
  const calls = keys.flatMap((k) => [
    { address: k.address, abi: v3PoolAbi, functionName: 'slot0' } as const,
    {
      address: k.token0.address as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [k.address],
    } as const,
    {
      address: k.token1.address as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [k.address],
    } as const,
  ])
  const results = await multicallReads(client, { multicallAddress, calls })
  const num = (r: (typeof results)[number] | undefined): bigint =>
    r?.status === 'success' && typeof r.result === 'bigint' ? r.result : 0n
  return tierShares(
    keys.map((k, i) => {
      const slot0 = results[i * 3]
      const sqrt =
        slot0?.status === 'success' && Array.isArray(slot0.result)
          ? (slot0.result[0] as bigint)
          : 0n
      return {
        fee: k.fee,
        sqrtPriceX96: sqrt > 0n ? sqrt : undefined,
        balance0: num(results[i * 3 + 1]),
        balance1: num(results[i * 3 + 2]),
      }
    }),
  )
}
