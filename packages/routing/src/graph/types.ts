// The pool-state snapshot the engine routes over: everything is read at one block, amounts are
// raw token units (bigint), token addresses are lowercase hex so they compare with ===.
import type { Tick } from '../v3/tickList.ts'

export type Address = `0x${string}`

export interface V2Pair {
  protocol: 'v2'
  address: Address
  token0: Address
  token1: Address
  reserve0: bigint
  reserve1: bigint
}

export interface V3Pool {
  protocol: 'v3'
  address: Address
  token0: Address
  token1: Address
  /** Fee in hundredths of a basis point (3000 = 0.3 %). */
  fee: number
  tickSpacing: number
  sqrtPriceX96: bigint
  tick: number
  /** In-range liquidity (slot0's companion `liquidity()`). */
  liquidity: bigint
  /** Every initialized tick, sorted ascending by index. */
  ticks: readonly Tick[]
  /**
   * Set when only part of the tick bitmap was read (loadPools `tickRadius`): `ticks` is complete
   * for indexes in [lower, upper] and unknown beyond, so swaps stop at these ticks' prices and
   * a swap that would need more counts as insufficient liquidity. Absent: every tick is known.
   */
  tickRange?: TickRange
}

export interface TickRange {
  lower: number
  upper: number
}

export type Pool = V2Pair | V3Pool

export interface PoolSnapshot {
  chainId: number
  blockNumber: bigint
  pools: readonly Pool[]
}

/** spec 01 §9: a v2 pair counts as fee 3000 (0.3 %) wherever a fee is displayed. */
export const V2_DISPLAY_FEE = 3000

export function poolFee(pool: Pool): number {
  return pool.protocol === 'v2' ? V2_DISPLAY_FEE : pool.fee
}

/** The other token of the pool; `token` must be one of its two tokens. */
export function otherToken(pool: Pool, token: Address): Address {
  return pool.token0 === token ? pool.token1 : pool.token0
}
