// The position model of the /pool list (spec 02 §2 Pools Overview, §3 On-chain position, §4
// Position badge): one type for a listed position, told apart by `protocol`, so that the list,
// its badge and its hide-closed toggle are written once and a new protocol adds a variant and a
// reader beside readAccountPositions rather than a second list (issue 29; docs/architecture.md
// "Liquidity: the shared core" says where v2 and v4 plug in).
import type { Address } from 'viem'
import type { PositionStatus } from '../../../ui'
import type { PositionData } from './actions/readPositionData'

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
 * A position of the /pool list. Only v3 today: spec 02 §2 lists v2 positions on their own page
 * (/pool/v2, liquidity-v2's V2PoolList); v2 and v4 positions join as variants of this union.
 */
export type LiquidityPosition = V3LiquidityPosition
