// Issue 32 "Migrate v3 → v4": what moving a v3 position into a v4 pool does, exact to the wei at
// the two pools' prices. The v3 side comes out whole: all of its liquidity (the v3 pool's burn,
// rounded down) and every fee owed (what the manager's static collect pays beyond it). The v4
// mint takes the most liquidity those amounts buy in the chosen range at the v4 pool's price
// (rounded up, each ≤ what came out), and the rest goes back to the wallet (the position manager
// sweeps it). The same formulas as a change of range (change/changeRange), with two pools.
//
// Order: v3 sorts its tokens by address; v4 sorts currencies, the native coin (0x0) first. A v3
// WETH side moving to native ETH may therefore change places (`flipped`): `removed` and `fees` are
// in v3's order (what the v3 calls pay), `available`, `minted` and `refunds` in the v4 pool's.
import {
  amountsForLiquidity,
  liquidityForAmounts,
  type TokenAmounts,
  type V4PoolPrice,
  type V4Range,
} from '../v4/v4Amounts'

export interface MigrateV4PreviewParameters {
  v3: {
    price: V4PoolPrice
    position: V4Range & { liquidity: bigint }
    /** What the v3 collect pays beyond the removal (the static collect before it). */
    fees: TokenAmounts
  }
  v4: { price: V4PoolPrice; range: V4Range }
  /** v3's token0 is the v4 pool's currency1 (WETH as token1 moving to native ETH). */
  flipped: boolean
}

export interface MigrateV4Preview {
  /** v3 order: all of the old liquidity, and what removing it pays. */
  removed: TokenAmounts & { liquidity: bigint }
  /** v3 order. */
  fees: TokenAmounts
  /** v4 order: removal + fees, the most the mint may take. */
  available: TokenAmounts
  /** v4 order: the new position's liquidity and what the pool takes for it. */
  minted: TokenAmounts & { liquidity: bigint }
  /** v4 order: available − minted, to the wallet. */
  refunds: TokenAmounts
}

/** `amounts` in the other order when `flipped`. */
export const inV4Order = (amounts: TokenAmounts, flipped: boolean): TokenAmounts =>
  flipped ? { amount0: amounts.amount1, amount1: amounts.amount0 } : amounts

export function migrateV4Preview(p: MigrateV4PreviewParameters): MigrateV4Preview {
  const { position, price, fees } = p.v3
  const removed = {
    liquidity: position.liquidity,
    ...amountsForLiquidity(price, position, position.liquidity, false),
  }
  const available = inV4Order(
    { amount0: removed.amount0 + fees.amount0, amount1: removed.amount1 + fees.amount1 },
    p.flipped,
  )
  const minted = liquidityForAmounts(p.v4.price, p.v4.range, available)
  return {
    removed,
    fees,
    available,
    minted,
    refunds: {
      amount0: available.amount0 - minted.amount0,
      amount1: available.amount1 - minted.amount1,
    },
  }
}
