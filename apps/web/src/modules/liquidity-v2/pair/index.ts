// v2-style pairs (spec 02 §3 V2 pair, §4 v2 pool status, §7 pair reads), shared by the v2 add,
// remove, list and find screens and the migration: derived pair addresses, one multicall read for
// any number of pairs, the v2-sdk Pair for the math (minted liquidity, liquidity value), the
// saved pairs (find page) and the account's positions among the tracked pairs.
export { type ReadV2PairsParameters, readV2Pairs, type V2PairRequest } from './actions/readV2Pairs'
export { type ReadV2PositionsParameters, readV2Positions } from './actions/readV2Positions'
export { useV2Pair, useV2Pairs, V2_PAIRS_READ } from './hooks/useV2Pairs'
export { useV2Positions, type V2PositionsState } from './hooks/useV2Positions'
export {
  persistSavedPairs,
  type SavedPair,
  type SavedPairToken,
  savedPairKey,
  useSavedPairsStore,
} from './state/savedPairs'
export { sortTokenAddresses, v2PairAddress } from './utils/pairAddress'
export {
  sortedPairTokens,
  toSdkPair,
  type V2PairData,
  type V2PairLookup,
} from './utils/pairLookup'
export { type TokenPair, trackedPairs } from './utils/trackedPairs'
