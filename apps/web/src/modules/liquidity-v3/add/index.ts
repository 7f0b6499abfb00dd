// The v3 add and increase screens (spec 02 §2 v3 add screen, /increase; §3 Mint v3 form state;
// §4 Add flow; §5 v3 add; §7 writes).

// The range picker, reusable outside the add form (the v2 → v3 migration, issue 14): the fee
// tier selector, a new pool's starting price, the range section and the chart slot's props. The
// range flow they read (useRangeFlow) and the mint form store are the liquidity core's.
export { FeeTierSelector, type FeeTierSelectorProps } from './components/FeeTierSelector'
export { AddLiquidityV3 } from './containers/AddLiquidityScreen'
export { IncreaseLiquidity } from './containers/IncreaseLiquidityScreen'
export { RangeSection, type RangeSectionProps } from './containers/RangeSection'
export { StartPriceSection } from './containers/StartPriceSection'
export type { ChartSlotProps } from './hooks/chartSlot'
export { chartSlotProps } from './hooks/chartSlot'
export type { RangeFlow } from './hooks/useAddFlow'
