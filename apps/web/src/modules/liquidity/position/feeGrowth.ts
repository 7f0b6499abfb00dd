// Uncollected fees of a v3 position computed from the pool's fee growth, exactly as the contracts
// do it (issue 13 analytics; the /pool list since issue 32). A static collect() answers the same
// number, but only when sent from the owner, one eth_call per position: it cannot go through
// Multicall3 (msg.sender would be the multicall), and fifty of them were most of the node's work
// in /pool's second round. The pool's view functions can, so the list and the analytics read
// slot0, feeGrowthGlobal and the two ticks of every position in one multicall and compute what
// collect() would pay. v3-core Tick.getFeeGrowthInside and v3-periphery
// NonfungiblePositionManager.collect, in uint256 arithmetic (the growth counters wrap on purpose).
import type { TokenAmounts } from '../v4/v4Amounts'

const Q128 = 1n << 128n
const UINT256 = 1n << 256n

const wrap = (x: bigint): bigint => ((x % UINT256) + UINT256) % UINT256

export interface TickFeeGrowth {
  feeGrowthOutside0X128: bigint
  feeGrowthOutside1X128: bigint
}

export interface FeeGrowthInsideParameters {
  tickCurrent: number
  tickLower: number
  tickUpper: number
  lower: TickFeeGrowth
  upper: TickFeeGrowth
  feeGrowthGlobal0X128: bigint
  feeGrowthGlobal1X128: bigint
}

/** Tick.getFeeGrowthInside: the fee growth per unit of liquidity inside [tickLower, tickUpper). */
export function feeGrowthInside(p: FeeGrowthInsideParameters): {
  inside0: bigint
  inside1: bigint
} {
  const side = (global: bigint, lowerOutside: bigint, upperOutside: bigint): bigint => {
    const below = p.tickCurrent >= p.tickLower ? lowerOutside : wrap(global - lowerOutside)
    const above = p.tickCurrent < p.tickUpper ? upperOutside : wrap(global - upperOutside)
    return wrap(global - below - above)
  }
  return {
    inside0: side(
      p.feeGrowthGlobal0X128,
      p.lower.feeGrowthOutside0X128,
      p.upper.feeGrowthOutside0X128,
    ),
    inside1: side(
      p.feeGrowthGlobal1X128,
      p.lower.feeGrowthOutside1X128,
      p.upper.feeGrowthOutside1X128,
    ),
  }
}

export interface OwedNowParameters {
  /** positions(tokenId) of the position manager. */
  liquidity: bigint
  feeGrowthInside0LastX128: bigint
  feeGrowthInside1LastX128: bigint
  tokensOwed0: bigint
  tokensOwed1: bigint
  /** feeGrowthInside() now. */
  inside0: bigint
  inside1: bigint
}

/**
 * What collect(tokenId, owner, 2^128−1, 2^128−1) would pay now: tokensOwed plus the fees accrued
 * since the position was last touched, floor(Δgrowth · liquidity / 2^128) per token (the position
 * manager pokes the pool first, which credits the same amount). A closed position (liquidity 0)
 * accrues nothing more.
 */
export function owedNow(p: OwedNowParameters): TokenAmounts {
  const accrued = (inside: bigint, last: bigint) => (wrap(inside - last) * p.liquidity) / Q128
  return {
    amount0: p.tokensOwed0 + accrued(p.inside0, p.feeGrowthInside0LastX128),
    amount1: p.tokensOwed1 + accrued(p.inside1, p.feeGrowthInside1LastX128),
  }
}
