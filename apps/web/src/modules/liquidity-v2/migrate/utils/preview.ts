// "Beyond the reference" (issue 14): what the migration will do, exactly. From one block's reads:
// the v2 burn (utils/burn), then the position manager's mint of those amounts at the chosen
// range — liquidity from LiquidityAmounts, amounts rounded up by the pool (liquidity-v3
// mintAmounts, exact against NonfungiblePositionManager) — and the migrator's refund of what the
// mint did not take (V3Migrator: amountV2 − amountV3 to msg.sender; the WETH side as ETH with
// refundAsETH). percentageToMigrate is 100, so the whole burn is offered to the mint.
import type { Pool } from '@uniswap/v3-sdk'
import { mintAmounts, type TickRange } from '../../../liquidity'
import { burnAmounts, type PairBurnState } from './burn'
import { migrationMinimum } from './migrateCall'

export interface MigrationPreview {
  liquidityToMigrate: bigint
  burned: { amount0: bigint; amount1: bigint }
  /** What the new v3 position holds, and its liquidity. */
  position: { liquidity: bigint; amount0: bigint; amount1: bigint }
  refund: { amount0: bigint; amount1: bigint }
  /** migrate's amount0Min / amount1Min (spec 02 §9: 0.75 %). */
  minimums: { amount0: bigint; amount1: bigint }
}

export function migrationPreview(
  pair: PairBurnState,
  liquidity: bigint,
  pool: Pool,
  range: TickRange,
): MigrationPreview {
  const burned = burnAmounts(pair, liquidity)
  const minted = mintAmounts(pool, range, { amount0: burned.amount0, amount1: burned.amount1 })
  return {
    liquidityToMigrate: liquidity,
    burned: { amount0: burned.amount0, amount1: burned.amount1 },
    position: minted,
    refund: { amount0: burned.amount0 - minted.amount0, amount1: burned.amount1 - minted.amount1 },
    minimums: {
      amount0: migrationMinimum(minted.amount0),
      amount1: migrationMinimum(minted.amount1),
    },
  }
}
