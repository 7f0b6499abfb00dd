// The liquidity core (issue 29 "A shared liquidity core"): what the liquidity features share, so
// that v3 (modules/liquidity-v3), the v2 → v3 migration (modules/liquidity-v2) and a later v4 are
// thin screens on one core rather than copies of each other. It imports neither feature module;
// they import it (scripts/boundaries.ts: modules form a DAG).
//   range/: fee tiers, ticks and the price ⇄ tick math (spec 02 §5 range inputs, §9 rounding,
//   full range, the initial range);
//   pool/: the pool of a pair and its one-multicall lookup (spec 02 §4 pool status, §7 reads);
//   mint/: the mint form store (spec 02 §3 Mint v3 form state), the derived mint, the dependent
//   amount, the position manager's add call and useRangeFlow (the add, increase and migration
//   screens' range flow);
//   analytics/: a position's history from the chain alone (issue 13 "Beyond the reference";
//   issue 32 for v4), pure and bigint: the position manager's events (v3) or the pool manager's
//   ModifyLiquidity events (v4, v4Events) → one ledger (deposited, withdrawn, fees collected) →
//   fees, value now vs holding, fee APR (analytics.ts, values in token1 at slot0's price); the
//   reads of any number of positions in a few request rounds (actions/), their hooks, the
//   position pages' panel (PositionAnalyticsSection, V4PositionAnalyticsSection) and the line
//   under each /pool row (PositionAnalyticsSummary);
//   chart/: the liquidity depth chart with draggable range handles and zoom (spec 02 §2 price
//   range section, §8 chart messages, §9 chart constants), over a pool's ticks read by version:
//   v3 through TickLens (readPoolTicks), v4 through StateView (readV4PoolTicks, issue 32); the
//   v3 and v4 add screens' slots and the drag preview the range boxes follow;
//   change/: a position's change of range in one transaction (issue 32): the exact preview, the
//   v3 multicall, its simulation and the dialog v3's and v4's pages open, with the depth chart
//   and the rate toggle (v4's call is in v4/), and useOpenNewPosition: once mined, the page moves on to the position it created;
//   migrate/: the v3 → v4 migration (issue 32): its exact preview, the Universal Router call
//   (v3 decrease, collect, burn; v4 mint, settle, sweep) and the v3 NFT's permit of the router;
//   remove/: the v3 removal form store (spec 02 §2 Remove v3 liquidity);
//   position/: the one positions(tokenId) call and decoder, and the names of its reads' queries;
//   positions/: the position model (LiquidityPosition: v3 for /pool, spec 02 §2 Pools Overview,
//   §4 badge; v2 for /pool/v2 and /migrate/v2) and its readers: the account's v3 positions in
//   three multicalls (spec 02 §7), its v2 positions among candidate pairs in two, and the v2 pair
//   read (address, reserves, supply, kLast, balance, fee switch) the v2 screens and mining share.

export { v2PairAddress } from '../../chain/v2Pair'
export { PositionAnalyticsSummary } from './analytics/components/PositionAnalyticsSummary'
export {
  PositionAnalyticsSection,
  V4PositionAnalyticsSection,
} from './analytics/containers/PositionAnalyticsSection'
export {
  POSITION_ANALYTICS_READ,
  usePositionsAnalytics,
} from './analytics/hooks/usePositionsAnalytics'
export { useV4PositionsAnalytics } from './analytics/hooks/useV4PositionAnalytics'
export { ChangeRangeDialog } from './change/ChangeRangeDialog'
export { ChangeRangeFigures } from './change/ChangeRangeFigures'
export { useFollowChange, useOpenNewPosition } from './change/followChange'
export {
  type ChangeRangeSimulation,
  simulateChangeRange,
} from './change/simulateChangeRange'
export { CHANGE_RANGE_MESSAGES } from './change/strings'
export type { ChangeRangeChoice, ChangeRangeSubject } from './change/useChangeRange'
export { v3ChangeRangeCall } from './change/v3ChangeRangeCall'
export { LiquidityChartSlot } from './chart/containers/LiquidityChartSlot'
export { V4LiquidityChartSlot } from './chart/containers/V4LiquidityChartSlot'
export { DragPreviewProvider, useDraggedTexts } from './chart/state/dragPreview'
export { tickTyped } from './chart/utils/handles'
export { migrateV4Call } from './migrate/migrateV4Call'
export { inV4Order, type MigrateV4Preview, migrateV4Preview } from './migrate/migrateV4Preview'
export { type PositionPermit, positionPermitTypedData } from './migrate/positionPermit'
export { useRangeFlow } from './mint/hooks/useRangeFlow'
export {
  type MintField,
  MintFormProvider,
  type MintFormState,
  type MintFormValues,
  useMintForm,
} from './mint/state/mintStore'
export { addSlippageBps, buildAddCall, type PermitArgs } from './mint/utils/addCall'
export { mintAmounts } from './mint/utils/deposit'
export type { DerivedMint } from './mint/utils/deriveMint'
export { V3_POOL_READ } from './pool/hooks/usePoolLookup'
export { poolKey } from './pool/utils/poolKey'
export type { PoolLookup } from './pool/utils/poolStatus'
export { MAX_UINT128 } from './position/collectMax'
export { CollectConfirm } from './position/components/CollectConfirm'
export { LiquidityFigure } from './position/components/LiquidityFigure'
export {
  PositionMessage,
  type PositionReadResult,
  PositionReadStates,
} from './position/components/PositionMessage'
export { PositionTitle } from './position/components/PositionTitle'
export { PriceRangeCard } from './position/components/PriceRangeCard'
export { feeGrowthInside, owedNow } from './position/feeGrowth'
export {
  decodePosition,
  type PositionFields,
  type PositionRangeFields,
  positionCall,
  positionFromResult,
} from './position/positionCall'
export {
  V3_POSITION_DETAIL_READ,
  V3_POSITION_RANGE_READ,
  V3_POSITION_URI_READ,
  V4_POSITION_READ,
} from './position/positionReads'
export { POSITION_MESSAGES } from './position/strings'
export { readV2Pairs, type V2PairRequest } from './positions/actions/readV2Pairs'
export { readV4PositionsById, type V4PositionRead } from './positions/actions/readV4Positions'
export { accountPositionsQueryKey } from './positions/hooks/accountPositionsQuery'
export { useAccountPositions } from './positions/hooks/useAccountPositions'
export { useV2AccountPositions } from './positions/hooks/useV2AccountPositions'
export { V2_PAIRS_READ } from './positions/hooks/v2AccountPositionsQuery'
export type {
  V2LiquidityPosition,
  V3LiquidityPosition,
  V4LiquidityPosition,
  V4PoolKey,
} from './positions/model'
export { visiblePositions } from './positions/utils/badge'
export { sortedPairTokens, type V2PairData, type V2PairLookup } from './positions/utils/pairLookup'
export { listableV4 } from './positions/utils/v4Listing'
export { feesOwed, positionSalt, v4FeeNow, v4PoolId } from './positions/utils/v4Position'
export { RangeSteppers } from './range/components/RangeSteppers'
export { RateToggle } from './range/components/RateToggle'
export {
  FEE_TIERS,
  type FeeTier,
  feeTiersFor,
  isStableTier,
  parseFeeTier,
  type TickGrid,
  tickSpacingOf,
} from './range/feeTiers'
export {
  isInvalidStartPrice,
  isInvertedView,
  parsePrice,
  priceToTick,
  rangeBoundsText,
  stepPriceBound,
  tickPrice,
  typedPriceToUsableTick,
} from './range/price'
export {
  boundTexts,
  initialRangeInputs,
  invertedRangeInputs,
  rangeTicks,
  steppedBound,
} from './range/rangeTicks'
export { toggledRangeInputs } from './range/rateToggle'
export {
  fullRangeTicks,
  isFullRange,
  roundToUsableTick,
  type TickRange,
  tickAtLimit,
} from './range/ticks'
export { RemoveConfirm } from './remove/components/RemoveConfirm'
export { REMOVE_SLIPPAGE, removeMinimum } from './remove/slippage'
export { RemoveV3FormProvider, useRemoveV3Form } from './remove/state/removeStore'
export { logInternalGuard } from './send/internalGuard'
export { liquiditySendFailure } from './send/sendFailure'
export {
  amountsForLiquidity,
  depositForAmount,
  liquidityForAmounts,
  liquidityShare,
  lockedV4Sides,
  type TokenAmounts,
  type V4PoolPrice,
} from './v4/v4Amounts'
export {
  type V4Call,
  v4BurnCall,
  v4CollectCall,
  v4DecreaseCall,
  v4IncreaseCall,
} from './v4/v4Calls'
export { v4ChangeRangeCall } from './v4/v4ChangeRangeCall'
export { type V4MintParameters, v4MintCall } from './v4/v4MintCall'
