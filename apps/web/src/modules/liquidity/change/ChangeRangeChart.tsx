// Issue 32 "Range and amounts": the depth chart in the change-of-range dialog, as on the add
// screens — the core's chart over the position's pool, read by version (v3 through TickLens, v4
// through StateView), its handles writing the dialog's min and max boxes.
import type { Price, Token } from '@uniswap/sdk-core'
import { LiquidityChartSlot } from '../chart/containers/LiquidityChartSlot'
import { V4LiquidityChartSlot } from '../chart/containers/V4LiquidityChartSlot'
import { useMintForm } from '../mint/state/mintStore'
import type { V4PoolKey } from '../positions/model'
import type { FeeTier } from '../range/feeTiers'
import type { TickRange } from '../range/ticks'

/** The position's pool, for its ticks. */
export type ChangeRangePool =
  | { version: 3; fee: FeeTier | undefined }
  | { version: 4; poolKey: V4PoolKey }

export interface ChangeRangeChartProps {
  chainId: number
  pool: ChangeRangePool
  /** The dialog's view: the price is quote per base. */
  view: { base: Token; quote: Token }
  poolPrice: Price<Token, Token>
  ticks: Partial<TickRange>
  unitSymbols: { base: string; quote: string }
}

export function ChangeRangeChart({ chainId, pool, view, poolPrice, ...p }: ChangeRangeChartProps) {
  const form = useMintForm()
  const common = {
    chainId,
    tokenA: view.base,
    tokenB: view.quote,
    price: Number(poolPrice.toSignificant(12)),
    ticks: p.ticks,
    onLeftRangeInput: form.onLeftRangeInput,
    onRightRangeInput: form.onRightRangeInput,
    interactive: true,
    unitSymbols: p.unitSymbols,
  }
  return (
    <div className="liquidity-chart-slot" data-testid="change-range-chart">
      {pool.version === 3 ? (
        <LiquidityChartSlot {...common} fee={pool.fee} />
      ) : (
        <V4LiquidityChartSlot {...common} poolKey={pool.poolKey} />
      )}
    </div>
  )
}
