// The pool of a pair and fee tier, read on chain (spec 02 §4 Pool lookup status, spec 01 §7.6
// "slot0 and liquidity for v3 pools"): slot0 and liquidity in one multicall.
import type { Address, Client } from 'viem'
import { v3PoolAbi } from '../../../../chain/abis/v3'
import { multicallReads } from '../../../../chain/multicall'
import type { PoolKey } from '../utils/poolKey'
import { type PoolLookup, poolFromReads } from '../utils/poolStatus'

export interface ReadPoolParameters {
  key: PoolKey
  multicallAddress?: Address | undefined
}

/** Resolves to EXISTS with the pool, or NOT_EXISTS; never rejects for a missing pool. */
export async function readPool(
  client: Client,
  { key, multicallAddress }: ReadPoolParameters,
): Promise<PoolLookup> {
  const [slot0, liquidity] = await multicallReads(client, {
    multicallAddress,
    calls: [
      { address: key.address, abi: v3PoolAbi, functionName: 'slot0' },
      { address: key.address, abi: v3PoolAbi, functionName: 'liquidity' },
    ],
  })
  return poolFromReads({
    token0: key.token0,
    token1: key.token1,
    fee: key.fee,
    slot0:
      slot0.status === 'success'
        ? { sqrtPriceX96: slot0.result[0], tick: slot0.result[1] }
        : undefined,
    liquidity: liquidity.status === 'success' ? liquidity.result : undefined,
  })
}
