// Concentrated liquidity (v3) (issue 13; spec 02 §2 v3 add screen, §3 Mint v3 form state, §5 v3
// add, §9). Groundwork: the pure range math of the add form, no UI yet.
//   fee tiers and tick spacing (§9); price ⇄ tick in either view; rounding, clamping, steppers
//   and full range (§5); the add form's error precedence and Preview rule (§5); the locked
//   deposit side and the dependent amount, exact to the wei against the position manager (§5).

export {
  initialRange,
  LiquidityChartContainer,
  type LiquidityChartContainerProps,
  LiquidityChartSlot,
  type LiquidityChartSlotProps,
  POOL_TICKS_READ,
  type ZoomLevels,
  zoomLevels,
} from './chart'
