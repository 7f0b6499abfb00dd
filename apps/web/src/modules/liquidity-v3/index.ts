// Concentrated liquidity (v3) (issue 13; spec 02 §2 v3 add screen, §3 Mint v3 form state, §5 v3
// add, §9). Groundwork: the pure range math of the add form, no UI yet.
//   fee tiers and tick spacing (§9); price ⇄ tick in either view; rounding, clamping, steppers
//   and full range (§5); the add form's error precedence and Preview rule (§5); the locked
//   deposit side and the dependent amount, exact to the wei against the position manager (§5).
//   Position analytics from the chain alone (analytics/: what went in and out, fees over the life,
//   value vs holding, fee APR), with the position page's panel and the list's one-line summary.

// Add and increase (issue 13, wt-add): the screens, the form store the chart plugs into, and the
// pool-by-pair read.
export {
  AddLiquidityV3,
  type ChartSlotProps,
  chartSlotProps,
  type DerivedMint,
  deriveMint,
  FeeTierSelector,
  type FeeTierSelectorProps,
  IncreaseLiquidity,
  initialRangeInputs,
  invertedRangeInputs,
  MintFormProvider,
  type MintFormState,
  type RangeFlow,
  RangeSection,
  type RangeSectionProps,
  StartPriceSection,
  useMintForm,
} from './add'
export {
  type AnalyticsToken,
  PositionAnalyticsSection,
  PositionAnalyticsSummary,
  type PositionSnapshot,
  usePositionsAnalytics,
} from './analytics'
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
export {
  mostUsedTier,
  type PoolLookup,
  type PoolLookupStatus,
  poolKey,
  readPool,
  readTierShares,
  type TierShare,
  toPoolToken,
  usePoolLookup,
  useTierShares,
  V3_POOL_READ,
} from './pool'
// position/ (issue 13): /pool/{tokenId} and /remove/{tokenId} — one position read on chain
// (positions, ownerOf, getApproved, slot0, static collect; tokenURI apart), collect and remove.
export { PositionPage, type PositionPageProps } from './position/containers/PositionPage'
export { RemoveLiquidityV3 } from './position/containers/RemoveLiquidityV3'
export { ReadPositionsError } from './positions/actions/errors'
// Positions list (issue 13 list part; spec 02 §2 Pools Overview, §4 Position badge, §7 reads).
export {
  type AccountPosition,
  type ReadAccountPositionsParameters,
  type ReadAccountPositionsReturnType,
  readAccountPositions,
} from './positions/actions/readAccountPositions'
export { PoolsOverview } from './positions/containers/PoolsOverview'
export {
  accountPositionsQueryKey,
  isAccountPositionsKey,
} from './positions/hooks/accountPositionsQuery'
export { useAccountPositions } from './positions/hooks/useAccountPositions'
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
