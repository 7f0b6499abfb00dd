// Uniswap v4 liquidity (issue 32): a thin feature on the liquidity core (modules/liquidity: the
// v4 reader, the position manager's modifyLiquidities calls, the amounts math, the position
// parts and texts v3 shares). The position page, /pool/v4/{tokenId}: liquidity, fees and
// Collect, range, removal, and the burn of an emptied position; the add, /add/v4/…: a pool (new
// or existing, hooked after its review), a range and a deposit, minted in one transaction. /pool
// lists v4 positions beside v3 ones (liquidity-v3's PositionsList). shared/: the v4 write and the
// Permit2 steps both screens use. migrate/: /migrate/v3/{tokenId}, a v3 position moved into a v4
// pool in one Universal Router transaction (its own chunk).
export { AddLiquidityV4 } from './add'
export { MigrateV3ToV4 } from './migrate'
export { V4PositionPage } from './position/containers/V4PositionPage'
