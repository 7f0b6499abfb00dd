// The v3 add screen's liquidity depth chart (spec 02 §2 price range section, §3 Tick, §5 range
// input rules, §8 chart messages, §9 chart constants): ticks read on-chain through TickLens,
// the depth series, and the chart with draggable handles and zoom.
//   LiquidityChartSlot       — the add form's chart slot (its ChartSlotProps: ticks, float price)
//   LiquidityChartContainer  — the same chart from view prices (Price objects) and limit flags
//   POOL_TICKS_READ          — the `read` of its query key, to refresh the ticks after a mint
//   DragPreviewProvider, useDragPreview — the bounds while a handle or the range is dragged
//   initialRange, zoomLevels — the §9 constants (initial range, zoom bounds) per fee tier
export {
  LiquidityChartContainer,
  type LiquidityChartContainerProps,
} from './containers/LiquidityChartContainer'
export {
  LiquidityChartSlot,
  type LiquidityChartSlotProps,
} from './containers/LiquidityChartSlot'
export { POOL_TICKS_READ } from './hooks/usePoolTicks'
export { DragPreviewProvider, useDragPreview } from './state/dragPreview'
export { initialRange, type ZoomLevels, zoomLevels } from './utils/zoom'
