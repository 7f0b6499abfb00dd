// Issue 32 "Change range in one transaction", v4: one PositionManager.modifyLiquidities whose
// actions run inside one unlock of the pool manager (v4-periphery 1.0.3 Actions.sol):
//   DECREASE_LIQUIDITY of all the liquidity (or BURN_POSITION, which also burns the NFT), whose
//   amounts and fees are credited to the position manager's deltas;
//   MINT_POSITION in the new range, which owes its amounts against those credits;
//   TAKE_PAIR, which pays the net credit of each currency to the owner.
// TAKE_PAIR (not CLOSE_CURRENCY) on purpose: it reverts on a debt (DeltaNotPositive), so the
// change never pulls from the wallet (no Permit2, no ETH sent). So that a price move within the
// user's slippage tolerance does not make the mint owe more than came out, the preview mints a
// little less than the most (change/changeRange: the buffer against price moves); the mint's
// maxima are its `desired`, what comes out anywhere in that band; the decrease's minimums what it
// pays anywhere in that band (a larger move reverts the change).
import { type Address, encodeAbiParameters } from 'viem'
import type { ChangeRangePreview } from '../change/changeRange'
import type { V4PoolKey } from '../positions/model'
import type { V4Range } from './v4Amounts'
import {
  BURN,
  BURN_POSITION,
  DECREASE_LIQUIDITY,
  MODIFY,
  modifyLiquiditiesData,
  takePair,
  type V4Call,
} from './v4Calls'
import { mintPositionAction } from './v4MintCall'

export interface V4ChangeRangeParameters {
  tokenId: bigint
  poolKey: V4PoolKey
  /** The exact preview at the pool's price (changeRangePreview). */
  preview: ChangeRangePreview
  range: V4Range
  /** Burn the old NFT (BURN_POSITION) instead of leaving it empty. */
  burn: boolean
  /** The new position's owner, who also receives what the mint does not take. */
  owner: Address
  deadline: bigint
}

export function v4ChangeRangeCall(p: V4ChangeRangeParameters): V4Call {
  const { removed, minted } = p.preview
  const { amount0: min0, amount1: min1 } = p.preview.minimums.removed
  const out = p.burn
    ? ([BURN_POSITION, encodeAbiParameters(BURN, [p.tokenId, min0, min1, '0x'])] as const)
    : ([
        DECREASE_LIQUIDITY,
        encodeAbiParameters(MODIFY, [p.tokenId, removed.liquidity, min0, min1, '0x']),
      ] as const)
  const most = p.preview.desired
  const mint = mintPositionAction({
    poolKey: p.poolKey,
    ...p.range,
    liquidity: minted.liquidity,
    amount0Max: most.amount0,
    amount1Max: most.amount1,
    owner: p.owner,
  })
  return {
    data: modifyLiquiditiesData([out, mint, takePair(p.poolKey, p.owner)], p.deadline),
    value: 0n,
  }
}
