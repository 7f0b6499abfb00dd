// Concentrated liquidity (v3) (issue 13; spec 02 §2 v3 add screen, §3 Mint v3 form state, §5 v3
// add, §9). Groundwork: the pure range math of the add form, no UI yet.
//   fee tiers and tick spacing (§9); price ⇄ tick in either view; rounding, clamping, steppers
//   and full range (§5); the add form's error precedence and Preview rule (§5); the locked
//   deposit side and the dependent amount, exact to the wei against the position manager (§5).

export {
  CHART_STRINGS,
  initialRange,
  LiquidityChartContainer,
  type LiquidityChartContainerProps,
  LiquidityChartSlot,
  type LiquidityChartSlotProps,
  POOL_TICKS_READ,
  type PoolTicks,
  PoolTicksReadError,
  readPoolTicks,
  usePoolTicks,
  type ZoomLevels,
  zoomLevels,
} from './chart'
export { LIQUIDITY_V3_STRINGS } from './strings'
export {
  type AddFormFacts,
  type AddSideFacts,
  addFormError,
  isPreviewDisabled,
} from './utils/addError'
export { chartMaxToTyped, chartMinToTyped } from './utils/chartBounds'
export {
  type DependentAmountParameters,
  dependentAmount,
  type LockedSides,
  lockedSides,
  type MintAmounts,
  mintAmounts,
  type PoolSide,
} from './utils/deposit'
export {
  FEE_TIERS,
  type FeeTier,
  feeTierPercent,
  feeTiersFor,
  parseFeeTier,
  tickSpacingOf,
} from './utils/feeTiers'
export {
  isInvalidStartPrice,
  isInvertedView,
  type PriceBoundsParameters,
  parsePrice,
  priceToTick,
  type RangePrices,
  rangeBoundsText,
  rangePrices,
  rangeTicksFromPrices,
  stepPriceBound,
  tickPrice,
  typedPriceToUsableTick,
} from './utils/price'
export {
  fullRangeTicks,
  isFullRange,
  isInvalidRange,
  isOutOfRange,
  maxUsableTick,
  minUsableTick,
  roundToUsableTick,
  stepTick,
  type TickRange,
  tickAtLimit,
} from './utils/ticks'
