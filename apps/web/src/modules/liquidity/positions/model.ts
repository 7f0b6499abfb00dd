// The position model of the /pool list (spec 02 §2 Pools Overview, §3 On-chain position, §4
// Position badge; v2 list): one type for a position, told apart by `protocol`, so that a new
// protocol adds a variant and a reader beside readAccountPositions and readV2Positions rather
// than a second model (issue 29; docs/architecture.md "Liquidity: the shared core" says where v4
// plugs in).
import type { Address } from 'viem'
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

/**
 * A liquidity position of the account. Spec 02 §2 lists each protocol on its own page: v3 on
 * /pool (useAccountPositions), v2 on /pool/v2 and /migrate/v2 (useV2AccountPositions), so no
 * screen takes the union yet; a v4 variant joins it with its reader beside readAccountPositions.
 * @public (knip: the model's extension point, named before a screen lists two protocols)
 */
export type LiquidityPosition = V3LiquidityPosition | V2LiquidityPosition
