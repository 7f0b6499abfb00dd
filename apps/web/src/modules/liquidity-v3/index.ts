// Concentrated liquidity (v3) (issue 13; spec 02 §2 v3 add screen, §3 Mint v3 form state, §5 v3
// add, §9): the v3 screens, a thin feature on the liquidity core (modules/liquidity: range and
// price math, the mint and removal form stores, useRangeFlow, the pool lookup, the position call).
// Exported: the screens (app/screens/liquidity) and the add screen's sections that liquidity-v2's
// migrate screen shows (fee tier, start price, range; the depth chart is the core's).
// Inside: the add form's error precedence (utils/), the fee tiers' shares (pool/), the positions
// list's screen (positions/; its read, its model and the position analytics are the core's);
// export a piece here when another module needs it.

// Add and increase (issue 13, wt-add): the screens and the range picker's sections, which read
// the core's mint form store.
export {
  AddLiquidityV3,
  chartSlotProps,
  FeeTierSelector,
  IncreaseLiquidity,
  RangeSection,
  StartPriceSection,
} from './add'
// Issue 32: the analytics panel of a v4 position's page (liquidity-v4), on the same analytics.
export { useEnabledFeeTiers, useTierShares } from './pool'
// position/ (issue 13): /pool/{tokenId} and /remove/{tokenId} — one position read on chain
// (positions, ownerOf, getApproved, slot0, static collect; tokenURI apart), collect and remove.
export { PositionPage } from './position/containers/PositionPage'
export { RemoveLiquidityV3 } from './position/containers/RemoveLiquidityV3'
// Positions list (issue 13 list part; spec 02 §2 Pools Overview, §4 Position badge, §7 reads).
export { PoolsOverview } from './positions/containers/PoolsOverview'
