// A new v4 position (issue 32 "Add v4 liquidity"): PositionManager.modifyLiquidities with
// MINT_POSITION + SETTLE_PAIR, and for a native side SWEEP of the unspent ETH back to the owner
// (v4-periphery 1.0.3 Actions.sol; docs.uniswap.org/contracts/v4/quickstart/manage-liquidity/
// mint-position). A pool that does not exist yet is initialised in the same transaction:
// PositionManager.multicall([initializePool(key, sqrtPriceX96), modifyLiquidities(...)]), as the
// devnet seeds its own pools (packages/devnet seed/v4Pools.ts).
import {
  type Address,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  parseAbiParameters,
} from 'viem'
import { poolKey as POOL_KEY, v4PositionManagerWriteAbi } from '../../../chain/abis/v4'
import type { V4PoolKey } from '../positions/model'
import {
  type Action,
  CURRENCY_TO,
  modifyLiquiditiesData,
  NATIVE,
  SWEEP,
  type V4Call,
} from './v4Calls'

const MINT_POSITION = 0x02
const SETTLE_PAIR = 0x0d

/** Actions.sol's MINT_POSITION: key, tickLower, tickUpper, liquidity, amount0Max, amount1Max,
 *  owner, hookData. */
const MINT = [
  POOL_KEY,
  { type: 'int24' },
  { type: 'int24' },
  { type: 'uint256' },
  { type: 'uint128' },
  { type: 'uint128' },
  { type: 'address' },
  { type: 'bytes' },
] as const
const PAIR = parseAbiParameters('address, address')

export interface V4MintParameters {
  poolKey: V4PoolKey
  tickLower: number
  tickUpper: number
  liquidity: bigint
  /** The most of each currency the pool may take (the preview's amounts plus slippage). */
  amount0Max: bigint
  amount1Max: bigint
  /** The new position's owner, and where unspent ETH goes. */
  owner: Address
  deadline: bigint
  /** A pool not yet initialised: its starting price, and the call initialises it first. */
  initialSqrtPriceX96?: bigint | undefined
}

/** MINT_POSITION alone (the change of range settles it against its decrease: v4ChangeRangeCall). */
export function mintPositionAction(
  p: Omit<V4MintParameters, 'deadline' | 'initialSqrtPriceX96'>,
): Action {
  return [
    MINT_POSITION,
    encodeAbiParameters(MINT, [
      p.poolKey,
      p.tickLower,
      p.tickUpper,
      p.liquidity,
      p.amount0Max,
      p.amount1Max,
      p.owner,
      '0x',
    ]),
  ]
}

function mintActions(p: V4MintParameters): Action[] {
  const { poolKey: key } = p
  const actions: Action[] = [
    mintPositionAction(p),
    [SETTLE_PAIR, encodeAbiParameters(PAIR, [key.currency0, key.currency1])],
  ]
  if (key.currency0 === NATIVE)
    actions.push([SWEEP, encodeAbiParameters(CURRENCY_TO, [NATIVE, p.owner])])
  return actions
}

/**
 * The mint, to the position manager: the native side's maximum is sent along (SETTLE_PAIR pays
 * the pool from it, SWEEP returns the rest); ERC-20 sides are paid through Permit2.
 */
export function v4MintCall(p: V4MintParameters): V4Call {
  const modify = modifyLiquiditiesData(mintActions(p), p.deadline)
  const value = p.poolKey.currency0 === NATIVE ? p.amount0Max : 0n
  if (p.initialSqrtPriceX96 === undefined) return { data: modify, value }
  const initialize: Hex = encodeFunctionData({
    abi: v4PositionManagerWriteAbi,
    functionName: 'initializePool',
    args: [p.poolKey, p.initialSqrtPriceX96],
  })
  return {
    data: encodeFunctionData({
      abi: v4PositionManagerWriteAbi,
      functionName: 'multicall',
      args: [[initialize, modify]],
    }),
    value,
  }
}
