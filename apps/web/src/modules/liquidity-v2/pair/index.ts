// v2-style pairs on the liquidity core (spec 02 §3 V2 pair, §4 v2 pool status, §7 pair reads),
// shared by the v2 add, remove, list and find screens and the migration. The core reads the pairs
// and the account's positions (modules/liquidity: readV2Pairs, useV2AccountPositions); here: the
// pair lookups of a screen, the v2-sdk Pair for the math (minted liquidity, liquidity value), the
// saved pairs (find page) and the candidates the lists check (tracked pairs).
export { useV2Pair, useV2Pairs } from './hooks/useV2Pairs'
export { useV2Positions, type V2PositionsState } from './hooks/useV2Positions'
export {
  persistSavedPairs,
  type SavedPair,
  type SavedPairToken,
  savedPairKey,
  useSavedPairsStore,
} from './state/savedPairs'
export { toSdkPair } from './utils/sdkPair'
export { type TokenPair, trackedPairs } from './utils/trackedPairs'
