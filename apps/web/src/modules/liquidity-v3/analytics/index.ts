// Position analytics from the chain alone (issue 13, "Beyond the reference"), pure and bigint:
//   positionEventsTopics(tokenId) → the one eth_getLogs filter for a position's history
//   decodePositionLogs({ tokenId, logs }) → the position manager's IncreaseLiquidity /
//     DecreaseLiquidity / Collect events of one tokenId in chain order (events.ts)
//   positionLedger(events) → deposited, withdrawn, collected, fees collected, owed principal,
//     the mint block (ledger.ts; the tokensOwed accounting is explained there)
//   positionAnalytics({ ledger, currentAmounts, owedNow, sqrtPriceX96, now }) → uncollected and
//     lifetime fees, value now vs HODL (impermanent loss), fee APR (analytics.ts)
// Values are token1 raw units at slot0's price (price.ts). No React, no network: the reads (one
// getLogs, slot0, positions, a static collect, the mint block) belong to the module's actions.
// The reads and the UI:
//   readPositionsAnalytics(client, { tokenIds, … }) → every figure of several positions at one
//     block, in four request rounds (actions/); usePositionsAnalytics(tokenIds) wraps it.
//   PositionAnalyticsSection({ tokenId, token0, token1 }) — the position page's panel;
//   PositionAnalyticsSummary({ snapshot, token1 }) — one line per row of the /pool list.
// v4 (issue 32): v4Events.ts turns the pool manager's ModifyLiquidity events into the same ledger
// events, with exact amounts; readV4PositionsAnalytics (any number of positions in three rounds) →
// useV4PositionsAnalytics → V4PositionAnalyticsSection (the v4 position page's panel) and the
// line under each v4 row of /pool.
export {
  type PositionSnapshot,
  type PositionsAnalyticsResult,
  readPositionsAnalytics,
} from './actions/readPositionsAnalytics'
export {
  type PositionAnalytics,
  PositionAnalyticsInputError,
  type PositionAnalyticsParameters,
  positionAnalytics,
  SECONDS_PER_YEAR,
} from './analytics'
export type { AnalyticsToken } from './components/PositionAnalyticsPanel'
export { PositionAnalyticsSummary } from './components/PositionAnalyticsSummary'
export {
  PositionAnalyticsSection,
  V4PositionAnalyticsSection,
} from './containers/PositionAnalyticsSection'
export {
  type CollectEvent,
  type DecodePositionLogsParameters,
  type DecreaseLiquidityEvent,
  decodePositionLogs,
  type IncreaseLiquidityEvent,
  POSITION_MANAGER_EVENTS_ABI,
  type PositionEvent,
  positionEventsTopics,
} from './events'
export { usePositionsAnalytics } from './hooks/usePositionsAnalytics'
export { useV4PositionsAnalytics } from './hooks/useV4PositionAnalytics'
export { type PositionLedger, positionLedger, type TokenAmounts } from './ledger'
export { PERCENT_DECIMALS } from './price'
