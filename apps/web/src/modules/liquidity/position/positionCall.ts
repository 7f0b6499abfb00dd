// positions(tokenId) of the v3 position manager (spec 02 §7 "On-chain reads": "Position manager:
// positions(tokenId), …"): the one place that builds the call and names the fields of its
// 12-field tuple, so no reader counts commas to find `liquidity` (index 7) or `tokensOwed0` (10).
// Its readers, all in liquidity-v3: the /increase form's range (add/hooks/usePositionRange), the
// position detail (position/actions/readPosition), the positions list
// (positions/actions/readPositionData) and the analytics (analytics/actions/readPositionsAnalytics). What a failed call means differs between
// them (no such position, an RPC error to throw, a position to leave out), so it stays theirs.
import type { Address, ContractFunctionReturnType } from 'viem'
import { positionManagerAbi } from '../../../chain/abis/v3'

export interface PositionCallParameters {
  positionManager: Address
  tokenId: bigint
}

/** The call as multicallReads takes it (typed against the ABI, so the result is typed too). */
export interface PositionCall {
  readonly address: Address
  readonly abi: typeof positionManagerAbi
  readonly functionName: 'positions'
  readonly args: readonly [bigint]
}

/** What positions(tokenId) returns, in the ABI's order. */
export type PositionCallResult = ContractFunctionReturnType<
  typeof positionManagerAbi,
  'view',
  'positions'
>

/** positions(tokenId)'s answer by name (NonfungiblePositionManager.positions, v3-periphery 1.4.4). */
export interface PositionFields {
  /** The nonce of the position NFT's permit (ERC721Permit). */
  nonce: bigint
  /** The address approved for this token id (getApproved), zero when none. */
  operator: Address
  token0: Address
  token1: Address
  /** The pool's fee in hundredths of a bip (500 = 0.05%). */
  fee: number
  tickLower: number
  tickUpper: number
  liquidity: bigint
  /** The pool's fee growth inside the range at the position's last poke (Q128.128 per liquidity). */
  feeGrowthInside0LastX128: bigint
  feeGrowthInside1LastX128: bigint
  /** Owed as of the last poke only: fees accrued since then are not in it (collect pays both). */
  tokensOwed0: bigint
  tokensOwed1: bigint
}

/** What every reader keeps: the pool (its tokens and fee), the range and the liquidity. */
export type PositionRangeFields = Pick<
  PositionFields,
  'token0' | 'token1' | 'fee' | 'tickLower' | 'tickUpper' | 'liquidity'
>

export function positionCall({ positionManager, tokenId }: PositionCallParameters): PositionCall {
  return {
    address: positionManager,
    abi: positionManagerAbi,
    functionName: 'positions',
    args: [tokenId],
  }
}

/** The tuple by name; the indices are the ABI's output order (the unit test holds them to it). */
export function decodePosition(result: PositionCallResult): PositionFields {
  return {
    nonce: result[0],
    operator: result[1],
    token0: result[2],
    token1: result[3],
    fee: result[4],
    tickLower: result[5],
    tickUpper: result[6],
    liquidity: result[7],
    feeGrowthInside0LastX128: result[8],
    feeGrowthInside1LastX128: result[9],
    tokensOwed0: result[10],
    tokensOwed1: result[11],
  }
}

/** One multicallReads entry of positionCall: a failed call (or none) is null, for readers to whom
 *  a failure just means "no such position" (a burned or never-minted id reverts). */
export function positionFromResult(
  entry: { status: 'success'; result: PositionCallResult } | { status: 'failure' } | undefined,
): PositionFields | null {
  return entry?.status === 'success' ? decodePosition(entry.result) : null
}
