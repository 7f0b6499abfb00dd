// What a v4 position is made of, from the position manager's packed `PositionInfo` and StateView's
// fee growth (issue 32). Pure: the reader (actions/readV4Positions.ts) does the calls.
import { encodeAbiParameters, type Hex, keccak256 } from 'viem'
import type { V4LiquidityPosition, V4PoolKey } from '../model'

const MASK_24 = 0xff_ffffn
const Q128 = 1n << 128n
const UINT256 = 1n << 256n

/** int24 from its 24 bits (Solidity's signextend(2, …)). */
const int24 = (bits: bigint): number => Number(bits >= 0x80_0000n ? bits - 0x100_0000n : bits)

/**
 * PositionInfoLibrary's layout (v4-periphery 1.0.3): 200 bits of the pool id | tickUpper (24 bits
 * from bit 32) | tickLower (24 bits from bit 8) | hasSubscriber (8 bits).
 */
export function decodePositionInfo(info: bigint): {
  tickLower: number
  tickUpper: number
  hasSubscriber: boolean
  /** The pool id's first 25 bytes (bytes25), as the position manager keeps it. */
  poolIdPrefix: Hex
} {
  return {
    tickLower: int24((info >> 8n) & MASK_24),
    tickUpper: int24((info >> 32n) & MASK_24),
    hasSubscriber: (info & 0xffn) !== 0n,
    poolIdPrefix: `0x${(info >> 56n).toString(16).padStart(50, '0')}`,
  }
}

/** PoolId: keccak256(abi.encode(PoolKey)), the key StateView and the pool manager use. */
export function v4PoolId(key: V4PoolKey): Hex {
  return keccak256(
    encodeAbiParameters(
      [
        { name: 'currency0', type: 'address' },
        { name: 'currency1', type: 'address' },
        { name: 'fee', type: 'uint24' },
        { name: 'tickSpacing', type: 'int24' },
        { name: 'hooks', type: 'address' },
      ],
      [key.currency0, key.currency1, key.fee, key.tickSpacing, key.hooks],
    ),
  )
}

/**
 * The fees a position has earned since it was last touched, as the pool manager pays them on the
 * next modify (Position.update): liquidity × (feeGrowthInside − feeGrowthInsideLast) / 2¹²⁸, the
 * growth difference taken modulo 2²⁵⁶ as Solidity's unchecked subtraction does.
 */
export function feesOwed(liquidity: bigint, insideX128: bigint, lastX128: bigint): bigint {
  const growth = (((insideX128 - lastX128) % UINT256) + UINT256) % UINT256
  return (growth * liquidity) / Q128
}

/** The position's salt in the pool manager: the position manager uses bytes32(tokenId). */
export const positionSalt = (tokenId: bigint): Hex => `0x${tokenId.toString(16).padStart(64, '0')}`

/** 0x800000 in a v4 pool key: the hook sets the fee (v4-core LPFeeLibrary.DYNAMIC_FEE_FLAG). */
const DYNAMIC_FEE = 0x80_0000

/**
 * The LP fee a v4 position's pool charges now, in hundredths of a basis point: the key's, or for a
 * dynamic-fee pool what its hook last set (slot0); undefined when that could not be read.
 */
export const v4FeeNow = (p: Pick<V4LiquidityPosition, 'poolKey' | 'lpFee'>): number | undefined =>
  p.poolKey.fee === DYNAMIC_FEE ? p.lpFee : p.poolKey.fee
