// /pool/v2/find (spec 02 §2 Find pool): two tokens → 'Pool Found!' (saved for the v2 list),
// 'You don't have liquidity in this pool yet.', 'No pool found.', 'Invalid pair.' or 'Loading';
// the back link follows the `origin` query (default /pool/v2).
export { PoolFinder } from './containers/PoolFinder'
export { type FindOutcome, findOutcome, originRoute } from './utils/findOutcome'
