// A v4 position's writes (issue 32: "increase, decrease, collect, and burn when empty"): one
// PositionManager.modifyLiquidities(unlockData, deadline) each, unlockData being the actions (one
// byte each, v4-periphery 1.0.3 Actions.sol) and their abi-encoded parameters. The encoding is a
// few lines of viem (issue 31 chose viem over the ethers-v5 v4-sdk for the swap; the same here).
//
// v4 pays a position's earned fees on every modify of it, so a decrease or a burn hands back the
// fees too, and a collect is a decrease of 0 (docs.uniswap.org/contracts/v4/quickstart/manage-
// liquidity/collect). What a modify owes or is owed is settled by TAKE_PAIR (all credit to the
// recipient) or CLOSE_CURRENCY (settles a debt, takes a credit), then SWEEP returns unspent ETH.
import {
  type Address,
  concatHex,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  parseAbiParameters,
  toHex,
} from 'viem'
import { v4PositionManagerWriteAbi } from '../../../chain/abis/v4'
import type { V4PoolKey } from '../positions/model'

const INCREASE_LIQUIDITY = 0x00
/** Used by v4ChangeRangeCall.ts too. */
export const DECREASE_LIQUIDITY = 0x01
export const BURN_POSITION = 0x03
const TAKE_PAIR = 0x11
const CLOSE_CURRENCY = 0x12
/** Used by v4MintCall.ts too. */
export const SWEEP = 0x14

export const NATIVE: Address = '0x0000000000000000000000000000000000000000'

/** tokenId, liquidity, amount0 (min or max), amount1 (min or max), hookData: Actions.sol's modify. */
export const MODIFY = parseAbiParameters('uint256, uint256, uint128, uint128, bytes')
export const BURN = parseAbiParameters('uint256, uint128, uint128, bytes')
const PAIR_TO = parseAbiParameters('address, address, address')
const ONE_CURRENCY = parseAbiParameters('address')
export const CURRENCY_TO = parseAbiParameters('address, address')

export type Action = readonly [code: number, params: Hex]

export interface V4Call {
  data: Hex
  /** ETH sent along: the most a native side may take (the sweep returns the rest). */
  value: bigint
}

/** The actions packed as modifyLiquidities' unlockData: (bytes actions, bytes[] params). */
export function unlockData(actions: readonly Action[]): Hex {
  return encodeAbiParameters(parseAbiParameters('bytes, bytes[]'), [
    concatHex(actions.map(([code]) => toHex(code, { size: 1 }))),
    actions.map(([, params]) => params),
  ])
}

/** modifyLiquidities(unlockData, deadline) as calldata (the mint's multicall wraps it). */
export function modifyLiquiditiesData(actions: readonly Action[], deadline: bigint): Hex {
  return encodeFunctionData({
    abi: v4PositionManagerWriteAbi,
    functionName: 'modifyLiquidities',
    args: [unlockData(actions), deadline],
  })
}

function modifyLiquidities(actions: readonly Action[], deadline: bigint, value = 0n): V4Call {
  return { data: modifyLiquiditiesData(actions, deadline), value }
}

export const takePair = (key: V4PoolKey, recipient: Address): Action => [
  TAKE_PAIR,
  encodeAbiParameters(PAIR_TO, [key.currency0, key.currency1, recipient]),
]

export interface V4DecreaseParameters {
  tokenId: bigint
  poolKey: V4PoolKey
  /** The liquidity removed: 0 collects the fees alone. */
  liquidity: bigint
  /** The least of each currency the removed liquidity must pay, fees apart (Actions.sol). */
  amount0Min: bigint
  amount1Min: bigint
  recipient: Address
  deadline: bigint
}

/** DECREASE_LIQUIDITY + TAKE_PAIR: the removed liquidity's amounts and every fee owed, paid out. */
export function v4DecreaseCall(p: V4DecreaseParameters): V4Call {
  return modifyLiquidities(
    [
      [
        DECREASE_LIQUIDITY,
        encodeAbiParameters(MODIFY, [p.tokenId, p.liquidity, p.amount0Min, p.amount1Min, '0x']),
      ],
      takePair(p.poolKey, p.recipient),
    ],
    p.deadline,
  )
}

/** A collect: a decrease of nothing, which pays the fees earned (v4 has no collect action). */
export function v4CollectCall(
  p: Pick<V4DecreaseParameters, 'tokenId' | 'poolKey' | 'recipient' | 'deadline'>,
): V4Call {
  return v4DecreaseCall({ ...p, liquidity: 0n, amount0Min: 0n, amount1Min: 0n })
}

/**
 * BURN_POSITION + TAKE_PAIR: the NFT is burned, and whatever liquidity and fees it still held are
 * paid out (nothing, for the empty position the page offers this for).
 */
export function v4BurnCall(
  p: Pick<V4DecreaseParameters, 'tokenId' | 'poolKey' | 'recipient' | 'deadline'> & {
    amount0Min: bigint
    amount1Min: bigint
  },
): V4Call {
  return modifyLiquidities(
    [
      [BURN_POSITION, encodeAbiParameters(BURN, [p.tokenId, p.amount0Min, p.amount1Min, '0x'])],
      takePair(p.poolKey, p.recipient),
    ],
    p.deadline,
  )
}

export interface V4IncreaseParameters {
  tokenId: bigint
  poolKey: V4PoolKey
  liquidity: bigint
  /** The most of each currency the pool may take for it (slippage included). */
  amount0Max: bigint
  amount1Max: bigint
  recipient: Address
  deadline: bigint
}

/**
 * INCREASE_LIQUIDITY, then CLOSE_CURRENCY on both sides: the fees earned so far are netted against
 * what the new liquidity costs, so either side may end owed or owing, and CLOSE settles or takes
 * whichever it is. A native side is paid from the ETH sent along (amount max), and SWEEP returns
 * what was not needed. An ERC-20 side is paid through Permit2.
 */
export function v4IncreaseCall(p: V4IncreaseParameters): V4Call {
  const native = p.poolKey.currency0 === NATIVE
  const actions: Action[] = [
    [
      INCREASE_LIQUIDITY,
      encodeAbiParameters(MODIFY, [p.tokenId, p.liquidity, p.amount0Max, p.amount1Max, '0x']),
    ],
    [CLOSE_CURRENCY, encodeAbiParameters(ONE_CURRENCY, [p.poolKey.currency0])],
    [CLOSE_CURRENCY, encodeAbiParameters(ONE_CURRENCY, [p.poolKey.currency1])],
  ]
  if (native) actions.push([SWEEP, encodeAbiParameters(CURRENCY_TO, [NATIVE, p.recipient])])
  return modifyLiquidities(actions, p.deadline, native ? p.amount0Max : 0n)
}
