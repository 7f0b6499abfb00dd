// The v3 add and increase screens (spec 02 §2 v3 add screen, /increase; §3 Mint v3 form state;
// §4 Add flow; §5 v3 add; §7 writes).
export { AddLiquidityV3 } from './containers/AddLiquidityScreen'
export { IncreaseLiquidity } from './containers/IncreaseLiquidityScreen'
export type { ChartSlotProps } from './hooks/chartSlot'
export { MintFormProvider, type MintFormState, useMintForm } from './state/mintStore'
