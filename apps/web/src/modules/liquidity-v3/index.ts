// Concentrated liquidity (v3) (issue 13; spec 02 §2 v3 add screen, §3 Mint v3 form state, §5 v3
// add, §9). Exported: the screens (app/screens/liquidity) and the add flow's parts and math that
// liquidity-v2's migrate screen builds on (the form store, range and fee-tier sections, deposit
// amounts, the range flow).
// Inside: the rest of the range math (utils/: price ⇄ tick, rounding and steppers, the add form's
// error precedence, the dependent amount), the chart (chart/), the positions list's read
// (positions/) and the position analytics (analytics/); export a piece here when another module
// needs it.

// Add and increase (issue 13, wt-add): the screens, the form store the chart plugs into, and the
// range side of the add core (useRangeFlow: pool read, derived range, initial range).
export {
  AddLiquidityV3,
  chartSlotProps,
  FeeTierSelector,
  IncreaseLiquidity,
  invertedRangeInputs,
  MintFormProvider,
  RangeSection,
  StartPriceSection,
  useMintForm,
  useRangeFlow,
} from './add'
export { LiquidityChartSlot } from './chart'
export { poolKey, useTierShares } from './pool'
// position/ (issue 13): /pool/{tokenId} and /remove/{tokenId} — one position read on chain
// (positions, ownerOf, getApproved, slot0, static collect; tokenURI apart), collect and remove.
export { PositionPage } from './position/containers/PositionPage'
export { RemoveLiquidityV3 } from './position/containers/RemoveLiquidityV3'
// Positions list (issue 13 list part; spec 02 §2 Pools Overview, §4 Position badge, §7 reads).
export { PoolsOverview } from './positions/containers/PoolsOverview'
export { mintAmounts } from './utils/deposit'
export { type FeeTier, feeTiersFor } from './utils/feeTiers'
export type { TickRange } from './utils/ticks'
