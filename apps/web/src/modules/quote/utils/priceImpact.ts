// Price impact from the route's own pool states (spec 01 §9 Price impact), for a quote response
// that has no `priceImpact` field (spec 01 §3 lists only blockNumber, quote, gasUseEstimateUSD
// and route as read): what the route's input would buy at the pools' mid prices, fees excluded,
// against what it actually buys — the same definition as the SDKs' Trade.priceImpact and the
// routing engine's.
import type { TradeHop, TradeRoute } from '../types'

const Q192 = 1n << 192n

/** Mid price of one hop as a fraction tokenOut per tokenIn (raw units). */
function hopPrice(hop: TradeHop): [bigint, bigint] {
  if (hop.protocol === 'V2') {
    const inIs0 = hop.reserve0.token.address.toLowerCase() === hop.tokenIn.address.toLowerCase()
    const [rIn, rOut] = inIs0
      ? [hop.reserve0.raw, hop.reserve1.raw]
      : [hop.reserve1.raw, hop.reserve0.raw]
    return [rOut, rIn]
  }
  // v3 token0 is the lower address; sqrtRatioX96² / 2^192 is token1 per token0. Issue 31: a v4
  // pool's slots are its currencies', and the native coin (0x0, routed as WETH) is always
  // currency0 whatever WETH's address: the side that is not currency1 is currency0.
  const zeroForOne =
    hop.protocol === 'V4'
      ? hop.tokenIn.address.toLowerCase() !== hop.currency1.toLowerCase()
      : hop.tokenIn.address.toLowerCase() < hop.tokenOut.address.toLowerCase()
  const p = hop.sqrtRatioX96 * hop.sqrtRatioX96
  return zeroForOne ? [p, Q192] : [Q192, p]
}

export function spotOutput(route: TradeRoute): bigint {
  let numerator = route.amountIn
  let denominator = 1n
  for (const hop of route.hops) {
    const [n, d] = hopPrice(hop)
    numerator *= n
    denominator *= d
  }
  return denominator === 0n ? 0n : numerator / denominator
}

/** (spot − actual) / spot over all routes, in basis points (negative: better than mid). */
export function priceImpactBpsOf(routes: readonly TradeRoute[]): number {
  const spot = routes.reduce((s, r) => s + spotOutput(r), 0n)
  const out = routes.reduce((s, r) => s + r.amountOut, 0n)
  if (spot === 0n) return 0
  // 1e-8 bps resolution is plenty for a display float and the 200/300 bps thresholds.
  return Number(((spot - out) * 10n ** 12n) / spot) / 1e8
}
