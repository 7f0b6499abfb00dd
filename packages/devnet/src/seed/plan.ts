// What each chain is seeded with. Order matters for determinism: pairs and pools are created in
// this order by the same deployer on a fresh node, so their addresses never change.
import type { RangeSpec } from '../math/ranges.ts'
import type { TokenKey } from './tokens.ts'

export interface PairPlan {
  tokens: readonly [TokenKey, TokenKey]
  /** Total value deposited, in USD, half per side. */
  tvlUsd: number
}

export interface PoolPlan extends PairPlan {
  fee: 100 | 500 | 3000 | 10000
  stable?: boolean
  /** Where the liquidity sits; default STABLE_RANGES or VOLATILE_RANGES (math/ranges.ts). */
  ranges?: readonly RangeSpec[]
}

export interface ChainPlan {
  v2: readonly PairPlan[]
  v3: readonly PoolPlan[]
}

const M = 1_000_000

/** The local L1: every fee tier, every awkward token somewhere. */
export const L1_PLAN: ChainPlan = {
  v2: [
    { tokens: ['WETH', 'USDC'], tvlUsd: 20 * M },
    { tokens: ['WETH', 'USDT'], tvlUsd: 10 * M },
    { tokens: ['WETH', 'DAI'], tvlUsd: 8 * M },
    { tokens: ['WBTC', 'WETH'], tvlUsd: 10 * M },
    { tokens: ['WBTC', 'USDC'], tvlUsd: 3 * M },
    { tokens: ['USDC', 'USDT'], tvlUsd: 5 * M },
    { tokens: ['DAI', 'USDC'], tvlUsd: 5 * M },
    { tokens: ['MKR', 'WETH'], tvlUsd: 2 * M },
    // The fee-on-transfer token lives in v2 only: v3 pools cannot account for a transfer fee.
    { tokens: ['TAX', 'WETH'], tvlUsd: 1 * M },
    { tokens: ['TAX', 'USDC'], tvlUsd: 0.5 * M },
    { tokens: ['PRM', 'WETH'], tvlUsd: 1 * M },
  ],
  v3: [
    { tokens: ['WETH', 'USDC'], fee: 500, tvlUsd: 40 * M },
    { tokens: ['WETH', 'USDC'], fee: 3000, tvlUsd: 20 * M },
    { tokens: ['WETH', 'USDC'], fee: 100, tvlUsd: 2 * M },
    { tokens: ['WETH', 'USDC'], fee: 10000, tvlUsd: 1 * M },
    { tokens: ['WETH', 'USDT'], fee: 500, tvlUsd: 15 * M },
    { tokens: ['WETH', 'USDT'], fee: 3000, tvlUsd: 5 * M },
    { tokens: ['WBTC', 'WETH'], fee: 500, tvlUsd: 20 * M },
    { tokens: ['WBTC', 'WETH'], fee: 3000, tvlUsd: 10 * M },
    { tokens: ['WBTC', 'USDC'], fee: 3000, tvlUsd: 5 * M },
    { tokens: ['USDC', 'USDT'], fee: 100, tvlUsd: 20 * M, stable: true },
    { tokens: ['USDC', 'USDT'], fee: 500, tvlUsd: 2 * M, stable: true },
    { tokens: ['DAI', 'USDC'], fee: 100, tvlUsd: 20 * M, stable: true },
    { tokens: ['DAI', 'USDC'], fee: 500, tvlUsd: 2 * M, stable: true },
    { tokens: ['DAI', 'WETH'], fee: 3000, tvlUsd: 5 * M },
    { tokens: ['MKR', 'WETH'], fee: 3000, tvlUsd: 3 * M },
    { tokens: ['MKR', 'WETH'], fee: 10000, tvlUsd: 0.5 * M },
    { tokens: ['PRM', 'WETH'], fee: 3000, tvlUsd: 1 * M },
    { tokens: ['PRM', 'USDC'], fee: 10000, tvlUsd: 0.5 * M },
  ],
}

/** The local L2: fewer pools, but both protocols, all tiers and the awkward tokens. */
export const L2_PLAN: ChainPlan = {
  v2: [
    { tokens: ['WETH', 'USDC'], tvlUsd: 5 * M },
    { tokens: ['WETH', 'USDT'], tvlUsd: 2 * M },
    { tokens: ['TAX', 'WETH'], tvlUsd: 0.5 * M },
    { tokens: ['PRM', 'WETH'], tvlUsd: 0.5 * M },
  ],
  v3: [
    { tokens: ['WETH', 'USDC'], fee: 500, tvlUsd: 20 * M },
    { tokens: ['WETH', 'USDC'], fee: 3000, tvlUsd: 5 * M },
    { tokens: ['WETH', 'USDT'], fee: 500, tvlUsd: 5 * M },
    { tokens: ['WBTC', 'WETH'], fee: 500, tvlUsd: 5 * M },
    { tokens: ['USDC', 'USDT'], fee: 100, tvlUsd: 10 * M, stable: true },
    { tokens: ['DAI', 'USDC'], fee: 100, tvlUsd: 5 * M, stable: true },
    { tokens: ['MKR', 'WETH'], fee: 10000, tvlUsd: 0.5 * M },
    { tokens: ['PRM', 'USDC'], fee: 3000, tvlUsd: 1 * M },
  ],
}
