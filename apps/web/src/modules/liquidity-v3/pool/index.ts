// The pool of a pair (issue 13): token0/token1 order and CREATE2 address under the chain's v3
// factory, slot0 + liquidity in one multicall → the SDK Pool and spec 02 §4's lookup status; and
// each fee tier's share of the pair's liquidity from the pools' token balances (no indexer);
// the tiers the chain's factory has enabled.

export { type PoolCurrency, toPoolToken } from '../../../chain/sdkToken'
export { readTierShares } from './actions/readTierShares'
export { useEnabledFeeTiers } from './hooks/useEnabledFeeTiers'
export { useTierShares, V3_FEE_TIERS_READ } from './hooks/useTierShares'
export { mostUsedTier, type TierShare, tierShares } from './utils/tierShares'
