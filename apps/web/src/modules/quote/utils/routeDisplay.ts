// The 'Auto Router' diagram's data (spec 01 §9 Routing, Display): per route its protocol, its
// share of the trade to 2 significant digits, and each hop with its pool fee as a percent — the
// raw fee divided by 10000 (500 → 0.05 %), a v2 pair counting as 3000 (0.3 %).
import { formatSignificant } from '../../../lib/format'
import type { RouteToken, SwapTrade, TradeRoute } from '../types'

/** spec 01 §9: "A v2 pool counts as fee 3000 (0.3%) in displays". */
export const V2_DISPLAY_FEE = 3000

export interface HopDisplay {
  protocol: 'V2' | 'V3' | 'V4'
  /** The pool's address, or a v4 pool's PoolId. */
  address: `0x${string}`
  tokenIn: RouteToken
  tokenOut: RouteToken
  /** In hundredths of a basis point (v2: 3000). */
  fee: number
  /** fee / 10000, in percent: 0.05 for a 500 pool (written by lib/format formatFeeTier). */
  feePercent: number
}

export interface RouteDisplay {
  protocol: TradeRoute['protocol']
  /** Share of the trade's input, in percent, 2 significant digits ('100', '33', '0.5'). */
  percent: string
  /** Tokens in swap order: path[0] is the input token, the last one the output. */
  path: RouteToken[]
  hops: HopDisplay[]
}

const SCALE = 18

function share(part: bigint, total: bigint): string {
  if (total <= 0n) return '0'
  // Percent with 18 decimals, rounded to 2 significant digits on the integer (no float).
  return formatSignificant((part * 100n * 10n ** BigInt(SCALE)) / total, SCALE, 2)
}

export function routeDisplay(trade: SwapTrade): RouteDisplay[] {
  // As in the reference diagram, the share is of the input amount (for both trade types).
  const total = trade.routes.reduce((s, r) => s + r.amountIn, 0n)
  return trade.routes.map((route) => {
    const hops = route.hops.map((hop): HopDisplay => {
      // A v4 pool shows the fee its swap pays (a dynamic-fee pool's key says only 0x800000).
      const fee =
        hop.protocol === 'V3' ? hop.fee : hop.protocol === 'V4' ? hop.lpFee : V2_DISPLAY_FEE
      const feePercent = fee / 10_000
      return {
        protocol: hop.protocol,
        address: hop.protocol === 'V4' ? hop.poolId : hop.address,
        tokenIn: hop.tokenIn,
        tokenOut: hop.tokenOut,
        fee,
        feePercent,
      }
    })
    const first = route.hops[0]
    return {
      protocol: route.protocol,
      percent: share(route.amountIn, total),
      path: first ? [first.tokenIn, ...route.hops.map((h) => h.tokenOut)] : [],
      hops,
    }
  })
}
