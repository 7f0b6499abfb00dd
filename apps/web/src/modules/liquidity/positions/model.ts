// The position model of the /pool list (spec 02 §2 Pools Overview, §3 On-chain position, §4
// Position badge; v2 list): one type for a position, told apart by `protocol`, so that a new
// protocol adds a variant and a reader beside readAccountPositions and readV2Positions rather
// than a second model (issue 29; docs/architecture.md "Liquidity: the shared core" says where v4
// plugs in).
import type { Address, Hex } from 'viem'
import type { PositionStatus } from '../../../ui'
import type { PositionData } from './actions/readPositionData'
import type { V2PairData } from './utils/pairLookup'

/** A v3 position NFT of the account, with its pool's price and its badge. */
export interface V3LiquidityPosition extends PositionData {
  protocol: 'v3'
  pool: Address
  /** The pool's current tick and price; undefined when its slot0 could not be read. */
  tickCurrent: number | undefined
  sqrtPriceX96: bigint | undefined
  /** spec 02 §4; undefined only when the pool's tick is unknown and liquidity is not zero. */
  status: PositionStatus | undefined
}

/**
 * The account's liquidity tokens of a v2-style pair (Uniswap v2 or the fork exchange), with the
 * pair's reserves, supply, kLast and fee switch: what the pooled amounts and the share of spec 02
 * §2 v2 list are computed from (liquidity-v2's positionAmounts). No badge: spec 02 §4's is defined
 * by ticks, and a v2 position spans every price.
 */
export interface V2LiquidityPosition extends V2PairData {
  protocol: 'v2'
}

/** A v4 pool's key (issue 32): currencies sorted, 0x0…0 the native coin; the hook's address. */
export interface V4PoolKey {
  currency0: Address
  currency1: Address
  /** Hundredths of a basis point; 0x800000 marks a dynamic fee, which the hook sets. */
  fee: number
  tickSpacing: number
  hooks: Address
}

/**
 * A v4 position NFT of the account (issue 32): v4's position manager keeps no enumerable list, so
 * the reader (actions/readV4Positions.ts) finds the ids in its Transfer logs. Amounts owed are
 * the fees earned since the position was last modified (v4 pays them out on every modify).
 */
export interface V4LiquidityPosition {
  protocol: 'v4'
  tokenId: bigint
  poolKey: V4PoolKey
  /** keccak256(abi.encode(poolKey)): StateView reads the pool by it. */
  poolId: Hex
  tickLower: number
  tickUpper: number
  liquidity: bigint
  /** Fees owed in currency0 and currency1, raw. */
  feesOwed0: bigint
  feesOwed1: bigint
  /** The pool's current tick and price; undefined when its slot0 could not be read. */
  tickCurrent: number | undefined
  sqrtPriceX96: bigint | undefined
  /** The LP fee swaps pay now (slot0): the key's, or what a dynamic-fee pool's hook last set. */
  lpFee: number | undefined
  status: PositionStatus | undefined
}

/**
 * A liquidity position of the account. Spec 02 §2 lists each protocol on its own page: v3 on
 * /pool (useAccountPositions), v2 on /pool/v2 and /migrate/v2 (useV2AccountPositions), so no
 * screen takes the union yet; a v4 variant joins it with its reader beside readAccountPositions.
 * @public (knip: the model's extension point, named before a screen lists two protocols)
 */
export type LiquidityPosition = V3LiquidityPosition | V2LiquidityPosition | V4LiquidityPosition
