// Issue 32 "Change range in one transaction", v3: one NonfungiblePositionManager.multicall of
//   decreaseLiquidity(all of it, minimums: what it pays anywhere within the user's slippage
//   tolerance, changeRange's `minimums`),
//   collect(to the owner, everything owed: the removal and the fees),
//   mint(the new range, desired: the preview's `desired`, what the collect pays anywhere within the
//   user's slippage tolerance (changeRange: the buffer against price moves), minimums: what the
//   mint takes anywhere within it),
//   and optionally burn(the old, now empty, NFT).
// Why collect to the owner: the manager's mint pays the pool from msg.sender (PeripheryPayments
// .pay: transferFrom the payer), never from tokens the manager holds, so a collect to the manager
// would leave them there. The collected tokens reach the wallet and the mint pulls them back in
// the same transaction, which needs the wallet's allowance to the manager of each token up to the
// desired amount (the flow checks it before sending). The wallet's net change is the refund:
// collected − minted. A wrapped-native side stays wrapped (WETH) both ways.
import { type Address, encodeFunctionData, type Hex } from 'viem'
import { positionManagerWriteAbi as abi } from '../../../chain/abis/v3PositionWrites'
import { MAX_UINT128 } from '../position/collectMax'
import type { V4Range } from '../v4/v4Amounts'
import type { ChangeRangePreview } from './changeRange'

export interface V3ChangeRangeParameters {
  tokenId: bigint
  token0: Address
  token1: Address
  fee: number
  /** The exact preview at the pool's price (changeRangePreview). */
  preview: ChangeRangePreview
  range: V4Range
  /** Burn the emptied old NFT. */
  burn: boolean
  owner: Address
  deadline: bigint
}

export function v3ChangeRangeCall(p: V3ChangeRangeParameters): { data: Hex; value: bigint } {
  const { removed, desired } = p.preview
  const { removed: removeMin, minted: mintMin } = p.preview.minimums
  const calls: Hex[] = [
    encodeFunctionData({
      abi,
      functionName: 'decreaseLiquidity',
      args: [
        {
          tokenId: p.tokenId,
          liquidity: removed.liquidity,
          amount0Min: removeMin.amount0,
          amount1Min: removeMin.amount1,
          deadline: p.deadline,
        },
      ],
    }),
    encodeFunctionData({
      abi,
      functionName: 'collect',
      args: [
        {
          tokenId: p.tokenId,
          recipient: p.owner,
          amount0Max: MAX_UINT128,
          amount1Max: MAX_UINT128,
        },
      ],
    }),
    encodeFunctionData({
      abi,
      functionName: 'mint',
      args: [
        {
          token0: p.token0,
          token1: p.token1,
          fee: p.fee,
          tickLower: p.range.tickLower,
          tickUpper: p.range.tickUpper,
          amount0Desired: desired.amount0,
          amount1Desired: desired.amount1,
          amount0Min: mintMin.amount0,
          amount1Min: mintMin.amount1,
          recipient: p.owner,
          deadline: p.deadline,
        },
      ],
    }),
  ]
  if (p.burn) calls.push(encodeFunctionData({ abi, functionName: 'burn', args: [p.tokenId] }))
  return { data: encodeFunctionData({ abi, functionName: 'multicall', args: [calls] }), value: 0n }
}
