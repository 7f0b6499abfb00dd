// spec 02 §4 "Pool lookup status" (v3): INVALID if the reads are invalid (no pair to read: a
// token missing, both the same, no factory); LOADING while loading; NOT_EXISTS if there is no
// result, the sqrt price is zero or the pool cannot be built; else EXISTS.
import type { Token } from '@uniswap/sdk-core'
import { Pool } from '@uniswap/v3-sdk'
import type { FeeTier } from '../../range/feeTiers'

export type PoolLookupStatus = 'LOADING' | 'NOT_EXISTS' | 'EXISTS' | 'INVALID'

export interface PoolLookup {
  status: PoolLookupStatus
  /** Only when EXISTS. */
  pool?: Pool
}

export interface PoolReads {
  token0: Token
  token1: Token
  fee: FeeTier
  /** slot0's sqrtPriceX96 and tick, undefined when the call failed (no contract there). */
  slot0: { sqrtPriceX96: bigint; tick: number } | undefined
  liquidity: bigint | undefined
}

/** The status and pool of a finished read. */
export function poolFromReads(r: PoolReads): PoolLookup {
  if (!r.slot0 || r.liquidity === undefined || r.slot0.sqrtPriceX96 === 0n)
    return { status: 'NOT_EXISTS' }
  try {
    const pool = new Pool(
      r.token0,
      r.token1,
      r.fee,
      r.slot0.sqrtPriceX96.toString(),
      r.liquidity.toString(),
      r.slot0.tick,
    )
    return { status: 'EXISTS', pool }
  } catch {
    // The SDK refuses a tick that does not match the price: a pool we cannot reason about.
    return { status: 'NOT_EXISTS' }
  }
}
