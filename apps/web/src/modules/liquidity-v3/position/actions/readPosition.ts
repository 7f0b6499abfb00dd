// One v3 position by tokenId, read on chain (spec 02 §3 "On-chain position", "V3 position details";
// §7 position-manager reads and the static collect). Two rounds, because the second needs the
// first's answers: (1) one multicall of positions(tokenId), ownerOf and getApproved; (2) the pool's
// slot0 (its address computed from token0/token1/fee, no factory read) and isApprovedForAll in one
// multicall, beside a static collect sent FROM THE OWNER: collect checks msg.sender, so it cannot go
// through Multicall3 (the multicall would be the sender and revert 'Not approved'). The two calls
// of round 2 go out together (viem batches them into one HTTP request). tokenURI is a separate
// read (readTokenURI.ts), so its ~2 M gas never holds these figures back.

import { Token } from '@uniswap/sdk-core'
import { computePoolAddress } from '@uniswap/v3-sdk'
import type { Address, Client } from 'viem'
import { simulateContract } from 'viem/actions'
import { positionManagerAbi, v3PoolAbi } from '../../../../chain/abis/v3'
import { multicallReads } from '../../../../chain/multicall'
import {
  decodePosition,
  MAX_UINT128,
  type PositionFields,
  type PositionRangeFields,
  positionCall,
} from '../../../liquidity'

export interface ReadPositionParameters {
  client: Client
  positionManager: Address
  /** The chain's v3 factory: the pool address is computed from it (sdk-core has none for devnets). */
  v3Factory: Address
  tokenId: bigint
  /** The connected account, to tell whether it is an approved operator (spec 02 §6). */
  viewer?: Address | undefined
  multicallAddress?: Address | undefined
}

export interface PositionTokenAmounts {
  amount0: bigint
  amount1: bigint
}

export interface OnChainPosition
  extends PositionRangeFields,
    Pick<PositionFields, 'tokensOwed0' | 'tokensOwed1'> {
  tokenId: bigint
  owner: Address
  /** getApproved(tokenId): the one address approved for this token (zero when none). */
  approved: Address
  /** isApprovedForAll(owner, viewer); false without a viewer. */
  viewerApprovedForAll: boolean
  pool: { address: Address; sqrtPriceX96: bigint; tick: number }
  /**
   * spec 02 §7 "Collect simulated call to read owed amounts (max 2^128-1)": everything collect would
   * pay now, i.e. tokensOwed plus the fees accrued since the last poke. null when the static call
   * failed (the screen then says nothing rather than a wrong zero).
   */
  unclaimed: PositionTokenAmounts | null
}

/** null: no position with that id (never minted, or burned). Throws when the node cannot be read. */
export type ReadPositionReturnType = OnChainPosition | null

/** A call that reverted (as opposed to a chunk whose eth_call failed: that one is an RPC error). */
const isRevert = (error: Error): boolean => error.name === 'RawContractError'

export async function readPosition({
  client,
  positionManager,
  v3Factory,
  tokenId,
  viewer,
  multicallAddress,
}: ReadPositionParameters): Promise<ReadPositionReturnType> {
  const [positions, ownerOf, getApproved] = await multicallReads(client, {
    multicallAddress,
    calls: [
      positionCall({ positionManager, tokenId }),
      {
        address: positionManager,
        abi: positionManagerAbi,
        functionName: 'ownerOf',
        args: [tokenId],
      },
      {
        address: positionManager,
        abi: positionManagerAbi,
        functionName: 'getApproved',
        args: [tokenId],
      },
    ],
  })
  if (positions.status === 'failure' || ownerOf.status === 'failure') {
    const error = positions.error ?? ownerOf.error
    if (error && isRevert(error)) return null
    throw error ?? new Error('readPosition: no answer')
  }
  const { token0, token1, fee, tickLower, tickUpper, liquidity, tokensOwed0, tokensOwed1 } =
    decodePosition(positions.result)
  const owner = ownerOf.result
  const poolAddress = computePoolAddress({
    factoryAddress: v3Factory,
    // The chain id and decimals play no part in the address.
    tokenA: new Token(1, token0, 18),
    tokenB: new Token(1, token1, 18),
    fee,
  }) as Address
  const [round2, unclaimed] = await Promise.all([
    multicallReads(client, {
      multicallAddress,
      calls: [
        { address: poolAddress, abi: v3PoolAbi, functionName: 'slot0' },
        {
          address: positionManager,
          abi: positionManagerAbi,
          functionName: 'isApprovedForAll',
          args: [owner, viewer ?? owner],
        },
      ],
    }),
    staticCollect({ client, positionManager, tokenId, owner }),
  ])
  const [slot0, approvedForAll] = round2
  if (slot0.status === 'failure') throw slot0.error
  return {
    tokenId,
    owner,
    approved: getApproved.status === 'success' ? getApproved.result : ZERO_ADDRESS,
    viewerApprovedForAll:
      viewer !== undefined && approvedForAll.status === 'success' && approvedForAll.result,
    token0,
    token1,
    fee,
    tickLower,
    tickUpper,
    liquidity,
    tokensOwed0,
    tokensOwed1,
    pool: { address: poolAddress, sqrtPriceX96: slot0.result[0], tick: slot0.result[1] },
    unclaimed,
  }
}

const ZERO_ADDRESS: Address = '0x0000000000000000000000000000000000000000'

export interface StaticCollectParameters {
  client: Client
  positionManager: Address
  tokenId: bigint
  /** The sender: the owner (or an approved operator), else collect reverts. */
  owner: Address
}

/** What collect(tokenId, owner, 2^128-1, 2^128-1) would pay now, or null when the call fails. */
export async function staticCollect({
  client,
  positionManager,
  tokenId,
  owner,
}: StaticCollectParameters): Promise<PositionTokenAmounts | null> {
  try {
    const { result } = await simulateContract(client, {
      address: positionManager,
      abi: positionManagerAbi,
      functionName: 'collect',
      args: [{ tokenId, recipient: owner, amount0Max: MAX_UINT128, amount1Max: MAX_UINT128 }],
      account: owner,
    })
    return { amount0: result[0], amount1: result[1] }
  } catch {
    return null
  }
}
