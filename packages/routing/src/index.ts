// @tidepool/routing — pure routing engine for Uniswap v2, v3 (issue 4) and v4 (issue 31). See README.md.

export {
  InsufficientLiquidityError,
  InvalidInputError,
  MathRevertError,
  NoRouteError,
  RoutingError,
  type TickEdge,
  TicksNeededError,
} from './errors.ts'
export {
  createTransferFeeCache,
  type MeasureTarget,
  type MeasureTransfer,
  type TransferFeeCache,
  type TransferMeasurement,
} from './fees/detect.ts'
export {
  amountAfterTransferFee,
  FeeOnTransferExactOutputError,
  type TransferFees,
  transferFeeBps,
} from './fees/transferFee.ts'
export { type BestTrade, type FindBestTradeParams, findBestTrade } from './findBestTrade.ts'
export {
  estimateRouteGas,
  estimateTradeGas,
  type GasPricing,
  gasCostInQuoteToken,
  type HopGas,
  type NativeSides,
} from './gas.ts'
export { normalizeAddress } from './graph/address.ts'
export {
  FEE_HIGH,
  FEE_LOW,
  FEE_LOWEST,
  FEE_MEDIUM,
  feeTiersForChain,
  tickSpacingForFee,
} from './graph/feeTiers.ts'
export {
  type HopQuote,
  quoteRouteExactIn,
  quoteRouteExactOut,
  type RouteQuote,
} from './graph/quoteRoute.ts'
export {
  type EnumerateRoutesOptions,
  enumerateRoutes,
  isTradable,
  MAX_HOPS,
  MAX_HOPS_PRICE_QUOTING,
  type Protocol,
  type Route,
} from './graph/routes.ts'
export {
  type Address,
  type Hex32,
  type Pool,
  type PoolSnapshot,
  poolFee,
  V2_DISPLAY_FEE,
  type V2Pair,
  type V3Pool,
  type V4Pool,
} from './graph/types.ts'
export {
  type L1FeePerDataGas,
  l1FeeWei,
  routeDataGas,
  transactionDataGas,
  UNIVERSAL_ROUTER_DATA_GAS,
} from './l1DataFee.ts'
export { type DiscoverPoolsParams, discoverPools } from './loader/discoverPools.ts'
export {
  type Call,
  DEFAULT_TICK_RADIUS,
  type LoadPoolsParams,
  type LoadPoolsResult,
  loadPools,
  type Multicall,
  type PoolKey,
  PoolLoadError,
  ticksInWord,
  type V2PairKey,
  type V3PoolKey,
  type V4PoolKey,
} from './loader/loadPools.ts'
export { findBestSplitOnGrid, type GridSplitParams } from './optimizer/grid.ts'
export {
  type QuoteRouteHop,
  toQuoteRoute,
  type V2PairHop,
  type V3PoolHop,
  type V4PoolHop,
} from './optimizer/quoteResponse.ts'
export { DEFAULT_MAX_SPLITS, type FindBestSplitParams, findBestSplit } from './optimizer/split.ts'
export { evaluateSplit, isBetterTrade, type Trade, type TradeRoute } from './optimizer/trade.ts'
export type { TradeType } from './optimizer/waterfill.ts'
export {
  createTokenPriceCache,
  gasCostInToken,
  type TokenPerWei,
  type TokenPriceCache,
  type TokenPrices,
  tokenPerWei,
} from './pricing.ts'
export {
  MAX_TICK_ROUNDS,
  type TickExtender,
  type UntilTicksSuffice,
  untilTicksSuffice,
} from './quoteUntilExact.ts'
export {
  type QuoteGasParams,
  type QuoteWithGasParams,
  type QuoteWithGasResult,
  quoteWithGas,
} from './quoteWithGas.ts'
export { retryOnMissingBlock } from './state/missingBlock.ts'
export {
  type CreatePoolStateCacheParameters,
  createPoolStateCache,
  type PoolState,
  type PoolStateCache,
  type PoolStateConfig,
} from './state/poolStateCache.ts'
export type { BlockAt, BlockHead, ChainReader } from './state/reader.ts'
export {
  type GasRouter,
  toRouterGas,
  type UniversalRouterCommands,
} from './universalRouterGas.ts'
export { getAmountIn, getAmountOut } from './v2/pair.ts'
export { simulateV3Swap, type V3SwapResult, type V3SwapState } from './v3/simulate.ts'
export type { Tick } from './v3/tickList.ts'
export {
  getSqrtRatioAtTick,
  getTickAtSqrtRatio,
  MAX_SQRT_RATIO,
  MAX_TICK,
  MIN_SQRT_RATIO,
  MIN_TICK,
} from './v3/tickMath.ts'
export {
  type HookedQuoteParams,
  type HookedTrade,
  type HookFee,
  hookedPoolsBetween,
  quoteHookedPools,
} from './v4/hookedQuotes.ts'
export {
  actsOnSwaps,
  DYNAMIC_FEE_FLAG,
  HOOK_FLAGS,
  type HookPermission,
  hookPermissions,
  NO_HOOKS,
} from './v4/hooks.ts'
export {
  V4_STANDARD_KEYS,
  type V4PoolKeyFields,
  v4HopCurrencies,
  v4PoolId,
} from './v4/poolKey.ts'
export { type V4Support, type V4SupportParameters, v4Support } from './v4/support.ts'
