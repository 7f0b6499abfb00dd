// Step 2 of the positions read (spec 02 §7): positions(tokenId) for every id through one
// multicall (the shared call and decoder, the liquidity core's position/positionCall). The fees a
// collect would pay follow in step 3 from the pools' fee growth (position/feeGrowth.ts), not from
// one static collect per position (issue 32: fifty eth_calls were most of the node's work here).
import type { Address, Client } from 'viem'
import { multicallReads } from '../../../../chain/multicall'
import { decodePosition, type PositionFields, positionCall } from '../../position/positionCall'
import { ReadPositionsError } from './errors'

export type PositionOnChain = Omit<PositionFields, 'nonce'> & { tokenId: bigint }

export interface PositionData
  extends Omit<
    PositionOnChain,
    'feeGrowthInside0LastX128' | 'feeGrowthInside1LastX128' | 'tokensOwed0' | 'tokensOwed1'
  > {
  /** Fees and owed tokens a collect would pay now; undefined when the pool could not be read. */
  unclaimed: readonly [bigint, bigint] | undefined
}

export interface ReadPositionDataParameters {
  positionManager: Address
  tokenIds: readonly bigint[]
  multicallAddress?: Address | undefined
}

/** Throws ReadPositionsError when a position itself cannot be read. */
export async function readPositionData(
  client: Client,
  p: ReadPositionDataParameters,
): Promise<PositionOnChain[]> {
  const positions = await multicallReads(client, {
    multicallAddress: p.multicallAddress,
    // ~10 k gas each: 200 per aggregate3 stays far below the eth_call gas caps.
    chunkSize: 200,
    calls: p.tokenIds.map((tokenId) =>
      positionCall({ positionManager: p.positionManager, tokenId }),
    ),
  })
  return positions.map((r, i) => {
    const tokenId = p.tokenIds[i] as bigint
    if (r.status !== 'success') throw new ReadPositionsError('positions', r.error)
    const { nonce: _, ...fields } = decodePosition(r.result)
    return { tokenId, ...fields }
  })
}
