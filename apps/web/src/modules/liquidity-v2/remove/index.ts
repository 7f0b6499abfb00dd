// /remove/v2/{currencyIdA}/{currencyIdB} (spec 02 §2 Remove v2 liquidity; §3 Burn state; §4
// Remove v2; §5 Removal; §7 the router variants chosen by gas estimate; §8; §9 5 %): Simple
// (slider) and Detailed (LP and token amounts) modes, approval or an EIP-2612 permit on the LP
// token, then the first router variant whose estimate works.
export { RemoveLiquidityV2 } from './containers/RemoveLiquidityV2'
export { type BurnAmounts, deriveBurn, liquidityValue } from './utils/deriveBurn'
export { minimumAmount, REMOVE_V2_SLIPPAGE_BPS, removeCalls } from './utils/removeCalls'
