// Quotes (issue 5; spec 01 §4 "Trade state", §7.1): the best trade for a swap, from the routing
// service or the in-browser engine, and fiat values through the chain's stable reference token.
export type {
  Field,
  RouteToken,
  SwapCurrency,
  SwapTrade,
  SwapTradeType,
  TradeHop,
  TradeRoute,
  TradeState,
  V2Hop,
  V3Hop,
} from './types'
