// Quotes (issue 5; spec 01 §4 "Trade state", §7.1, §9 Routing): the best trade for a swap, from
// the routing service or the in-browser engine (a Web Worker), and fiat values through the
// chain's stable reference token.
//   useBestTrade({ chain, tradeType, amount, inputCurrency, outputCurrency }) → { state, trade? }
//   useUSDValue(chain, currency, amountRaw) → dollars (display float) or null
//   routeDisplay(trade) → per route: protocol, percent share, hops with fee percent
// The plain actions under actions/ (getBestTrade, getUsdPrice) take their fetch and clients as
// parameters; the hooks only wire them to the query cache.
export { fetchServiceQuote } from './actions/fetchServiceQuote'
export { useBestTrade } from './hooks/useBestTrade'
export { useTransferFees } from './hooks/useTransferFees'
export { useUSDValue } from './hooks/useUSDValue'
export type {
  Field,
  RouteToken,
  SwapCurrency,
  SwapTrade,
  TradeHop,
  TradeRoute,
  TradeState,
  V4Hop,
} from './types'
export { routeDisplay } from './utils/routeDisplay'
