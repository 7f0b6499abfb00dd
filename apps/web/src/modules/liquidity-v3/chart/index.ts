// The v3 add screen's liquidity depth chart (spec 02 §2 price range section, §3 Tick, §5 range
// input rules, §8 chart messages, §9 chart constants): ticks read on-chain through TickLens,
// the depth series, and the chart with draggable handles and zoom.
export { type PoolTicks, PoolTicksReadError, readPoolTicks } from './actions/readPoolTicks'
export {
  LiquidityChartContainer,
  type LiquidityChartContainerProps,
} from './containers/LiquidityChartContainer'
export {
  LiquidityChartSlot,
  type LiquidityChartSlotProps,
} from './containers/LiquidityChartSlot'
export { POOL_TICKS_READ, usePoolTicks } from './hooks/usePoolTicks'
export { CHART_STRINGS } from './strings'
export { initialRange, type ZoomLevels, zoomLevels } from './utils/zoom'
