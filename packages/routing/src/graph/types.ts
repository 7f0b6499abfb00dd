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

/**
 * A Uniswap v4 pool (issue 31): one PoolManager holds every pool, so a pool is named by its
 * PoolId (keccak256 of its PoolKey), carried in `address` because the engine keys pools by it.
 * Its swap is v3's (same tick maths, fee in hundredths of a basis point); what differs is the
 * key and the currencies: the native coin is currency 0x0, which the graph routes as the
 * wrapped native token (`token0`/`token1` keep the pool's slot order, `currency0`/`currency1`
 * say what the PoolManager actually moves), and a hook may act on swaps (v4/hooks.ts).
 */
export interface V4Pool extends Omit<V3Pool, 'protocol' | 'address'> {
  protocol: 'v4'
  /** The PoolId (bytes32), not an address. */
  address: Hex32
  currency0: Address
  currency1: Address
  /** The PoolKey's fee: the lpFee, or 0x800000 for a dynamic-fee pool (then `fee` is slot0's). */
  keyFee: number
  hooks: Address
}

/** A 32-byte value as hex (a v4 PoolId). */
export type Hex32 = `0x${string}`

export type Pool = V2Pair | V3Pool | V4Pool

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
