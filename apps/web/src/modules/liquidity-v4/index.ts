// Uniswap v4 liquidity (issue 32): a thin feature on the liquidity core (modules/liquidity: the
// v4 reader, the position manager's modifyLiquidities calls, the amounts math, the position
// parts and texts v3 shares). So far the position page, /pool/v4/{tokenId}: liquidity, fees and
// Collect, range, removal, and the burn of an emptied position. /pool lists v4 positions beside
// v3 ones (liquidity-v3's PositionsList).
export { V4PositionPage } from './position/containers/V4PositionPage'
