// Issue 32 "Migrate v3 → v4": one Universal Router execute (universal-router 2.x, Commands.sol and
// modules/V3ToV4Migrator.sol), in this order:
//   V4_INITIALIZE_POOL (0x13), for a pool that does not exist yet, before any funds move (a hook
//     runs at initialisation: Uniswap's SDK initialises first for the same reason);
//   V3_POSITION_MANAGER_PERMIT (0x11), the owner's ERC-721 permit of the router (positionPermit),
//     unless the router is already approved for the NFT;
//   V3_POSITION_MANAGER_CALL (0x12) × 3: decreaseLiquidity (all of it, minimums the removal less
//     the 5 % slippage), collect (everything owed, to the v4 position manager), burn. The router
//     allows exactly these three selectors, and only for a position its sender may manage;
//   V4_POSITION_MANAGER_CALL (0x14): modifyLiquidities with
//     [UNWRAP (the collected WETH, for a native-ETH pool)], MINT_POSITION (to the owner, the
//     maxima what came out), SETTLE × 2 (OPEN_DELTA, paid by the manager from what it holds),
//     SWEEP × 2 (what the mint did not take, to the owner).
// The router refuses INCREASE, DECREASE and BURN in that last call (OnlyMintAllowed) and forwards
// its whole ETH balance with it. Why the manager's own UNWRAP rather than the router's
// UNWRAP_WETH: the manager accepts ETH only from WETH9 and the pool manager (NativeWrapper
// receive()), and one collect has one recipient, so both sides go to the manager and it unwraps.
// Recipients are literal addresses: inside the router, MSG_SENDER would be the router.
import {
  type Address,
  concatHex,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  parseAbiParameters,
  parseSignature,
  toHex,
} from 'viem'
import { universalRouterAbi } from '../../../chain/abis/universalRouter'
import { positionManagerWriteAbi as npm } from '../../../chain/abis/v3PositionWrites'
import { poolKey as POOL_KEY } from '../../../chain/abis/v4'
import { MAX_UINT128 } from '../position/collectMax'
import type { V4PoolKey } from '../positions/model'
import { removeMinimum } from '../remove/slippage'
import type { V4Range } from '../v4/v4Amounts'
import { type Action, CURRENCY_TO, modifyLiquiditiesData, SWEEP } from '../v4/v4Calls'
import { mintPositionAction } from '../v4/v4MintCall'
import type { MigrateV4Preview } from './migrateV4Preview'
import type { PositionPermit } from './positionPermit'

/** universal-router 2.x Commands.sol */
export const COMMANDS = {
  V3_POSITION_MANAGER_PERMIT: 0x11,
  V3_POSITION_MANAGER_CALL: 0x12,
  V4_INITIALIZE_POOL: 0x13,
  V4_POSITION_MANAGER_CALL: 0x14,
} as const
/** v4-periphery Actions.sol */
const SETTLE = 0x0b
const UNWRAP = 0x16
/** ActionConstants: all the contract holds; the whole open delta. */
const CONTRACT_BALANCE = 1n << 255n
const OPEN_DELTA = 0n

export interface MigrateV4CallParameters {
  router: Address
  v4PositionManager: Address
  tokenId: bigint
  preview: MigrateV4Preview
  poolKey: V4PoolKey
  range: V4Range
  /** The pool's native side is the v3 position's WETH: the manager unwraps it first. */
  unwrap: boolean
  /** The v4 NFT's owner, who also receives the refunds. */
  owner: Address
  deadline: bigint
  /** The owner's signed permit of the router, when the router is not approved yet. */
  permit?: PositionPermit | undefined
  /** A new pool: initialised at this price first. */
  initialSqrtPriceX96?: bigint | undefined
}

function v4Actions(p: MigrateV4CallParameters): Action[] {
  const { poolKey: key, preview, owner } = p
  const settle = (currency: Address): Action => [
    SETTLE,
    encodeAbiParameters(parseAbiParameters('address, uint256, bool'), [
      currency,
      OPEN_DELTA,
      false,
    ]),
  ]
  const sweep = (currency: Address): Action => [
    SWEEP,
    encodeAbiParameters(CURRENCY_TO, [currency, owner]),
  ]
  const actions: Action[] = []
  if (p.unwrap)
    actions.push([UNWRAP, encodeAbiParameters(parseAbiParameters('uint256'), [CONTRACT_BALANCE])])
  actions.push(
    mintPositionAction({
      poolKey: key,
      ...p.range,
      liquidity: preview.minted.liquidity,
      amount0Max: preview.available.amount0,
      amount1Max: preview.available.amount1,
      owner,
    }),
    settle(key.currency0),
    settle(key.currency1),
    sweep(key.currency0),
    sweep(key.currency1),
  )
  return actions
}

/** The router's commands and inputs, in order (exported for the tests' decoding). */
export function migrateV4Commands(p: MigrateV4CallParameters): [number, Hex][] {
  const { tokenId, preview, deadline } = p
  const commands: [number, Hex][] = []
  if (p.initialSqrtPriceX96 !== undefined)
    commands.push([
      COMMANDS.V4_INITIALIZE_POOL,
      encodeAbiParameters([POOL_KEY, { type: 'uint160' }], [p.poolKey, p.initialSqrtPriceX96]),
    ])
  if (p.permit) {
    const { yParity, r, s } = parseSignature(p.permit.signature)
    const args = [p.router, tokenId, p.permit.deadline, yParity + 27, r, s] as const
    commands.push([
      COMMANDS.V3_POSITION_MANAGER_PERMIT,
      encodeFunctionData({ abi: npm, functionName: 'permit', args }),
    ])
  }
  const v3 = (data: Hex): [number, Hex] => [COMMANDS.V3_POSITION_MANAGER_CALL, data]
  commands.push(
    v3(
      encodeFunctionData({
        abi: npm,
        functionName: 'decreaseLiquidity',
        args: [
          {
            tokenId,
            liquidity: preview.removed.liquidity,
            amount0Min: removeMinimum(preview.removed.amount0),
            amount1Min: removeMinimum(preview.removed.amount1),
            deadline,
          },
        ],
      }),
    ),
    v3(
      encodeFunctionData({
        abi: npm,
        functionName: 'collect',
        args: [
          {
            tokenId,
            recipient: p.v4PositionManager,
            amount0Max: MAX_UINT128,
            amount1Max: MAX_UINT128,
          },
        ],
      }),
    ),
    v3(encodeFunctionData({ abi: npm, functionName: 'burn', args: [tokenId] })),
    [COMMANDS.V4_POSITION_MANAGER_CALL, modifyLiquiditiesData(v4Actions(p), deadline)],
  )
  return commands
}

/** The whole transaction to the router: no ETH is sent (the native side comes from WETH). */
export function migrateV4Call(p: MigrateV4CallParameters): {
  to: Address
  data: Hex
  value: bigint
} {
  const commands = migrateV4Commands(p)
  return {
    to: p.router,
    data: encodeFunctionData({
      abi: universalRouterAbi,
      functionName: 'execute',
      args: [
        concatHex(commands.map(([c]) => toHex(c, { size: 1 }))),
        commands.map(([, input]) => input),
        p.deadline,
      ],
    }),
    value: 0n,
  }
}
