// Issue 32 "Range and amounts": the v4 add's depth chart, the core's chart over a v4 pool's ticks
// read through StateView (useV4PoolTicks).
import { useMemo } from 'react'
import type { V4PoolKey } from '../../positions/model'
import { useV4PoolTicks } from '../hooks/useV4PoolTicks'
import { type LiquidityChartSlotProps, RangeChartSlot } from './LiquidityChartSlot'

export interface V4LiquidityChartSlotProps
  extends Omit<LiquidityChartSlotProps, 'poolAddress' | 'tickCurrent' | 'fee'> {
  /** The pool; tokenA and tokenB are its two sides in the view's order (the native coin at 0x0). */
  poolKey: V4PoolKey
}

export function V4LiquidityChartSlot({ poolKey, ...props }: V4LiquidityChartSlotProps) {
  const pool = useV4PoolTicks(props.chainId, poolKey)
  const { tickSpacing } = poolKey
  const grid = useMemo(() => ({ tickSpacing }), [tickSpacing])
  return <RangeChartSlot {...props} fee={grid} pool={pool} />
}
