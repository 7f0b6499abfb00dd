// Step 2 of the positions read (spec 02 §7): positions(tokenId) for every id through one
// multicall (the shared call and decoder, the liquidity core's position/positionCall), and
// beside it the static collect of each (max 2^128-1, from the owner: the position manager only
// lets the owner or an approved operator collect, so these cannot go through Multicall3). They
// are sent together: the transport batches them into one HTTP request.
import { type Address, type Client, decodeFunctionResult, encodeFunctionData, type Hex } from 'viem'
import { positionManagerAbi } from '../../../../chain/abis/v3'
import { multicallReads } from '../../../../chain/multicall'
import { MAX_UINT128 } from '../../position/collectMax'
import { decodePosition, type PositionRangeFields, positionCall } from '../../position/positionCall'
import { ReadPositionsError } from './errors'

export interface PositionData extends PositionRangeFields {
  tokenId: bigint
  operator: Address
  /** Fees and owed tokens a collect would pay now; undefined when the static call failed. */
  unclaimed: readonly [bigint, bigint] | undefined
}

export interface ReadPositionDataParameters {
  account: Address
  positionManager: Address
  tokenIds: readonly bigint[]
  multicallAddress?: Address | undefined
}

/** The static collect: what the owner would receive, as the contract computes it. */
async function staticCollect(
  client: Client,
  p: ReadPositionDataParameters,
  tokenId: bigint,
): Promise<readonly [bigint, bigint] | undefined> {
  const data = encodeFunctionData({
    abi: positionManagerAbi,
    functionName: 'collect',
    args: [{ tokenId, recipient: p.account, amount0Max: MAX_UINT128, amount1Max: MAX_UINT128 }],
  })
  try {
    const out = await client.request({
      method: 'eth_call',
      params: [{ from: p.account, to: p.positionManager, data }, 'latest'],
    })
    return decodeFunctionResult({
      abi: positionManagerAbi,
      functionName: 'collect',
      data: out as Hex,
    })
  } catch {
    return undefined
  }
}

/** Throws ReadPositionsError when a position itself cannot be read; fees may stay unknown. */
export async function readPositionData(
  client: Client,
  p: ReadPositionDataParameters,
): Promise<PositionData[]> {
  // multicallReads loads viem's read path before it sends: loaded first, the positions multicall
  // and the collects leave together, in one 50 ms JSON-RPC batch (one HTTP request) even when a
  // busy main thread would otherwise let the import outlast the batch window.
  await import('../../../../chain/readActions')
  const [positions, fees] = await Promise.all([
    multicallReads(client, {
      multicallAddress: p.multicallAddress,
      // ~10 k gas each: 200 per aggregate3 stays far below the eth_call gas caps.
      chunkSize: 200,
      calls: p.tokenIds.map((tokenId) =>
        positionCall({ positionManager: p.positionManager, tokenId }),
      ),
    }),
    Promise.all(p.tokenIds.map((id) => staticCollect(client, p, id))),
  ])
  return positions.map((r, i) => {
    const tokenId = p.tokenIds[i] as bigint
    if (r.status !== 'success') throw new ReadPositionsError('positions', r.error)
    const { operator, token0, token1, fee, tickLower, tickUpper, liquidity } = decodePosition(
      r.result,
    )
    return {
      tokenId,
      operator,
      token0,
      token1,
      fee,
      tickLower,
      tickUpper,
      liquidity,
      unclaimed: fees[i],
    }
  })
}
