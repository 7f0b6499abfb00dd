// The liquidity depth series of the v3 add screen's chart (spec 02 §2 price range section, §3
// Tick): the active liquidity between initialized ticks, exact in bigint, and its points in
// either price view. Floats appear only for drawing (the x position of a price).
import type { Token } from '@uniswap/sdk-core'
import type { PopulatedTick } from './bitmap'

export interface TickLiquidity extends PopulatedTick {
  /** Active liquidity from this tick up to the next initialized one. */
  liquidityActive: bigint
}

/**
 * Active liquidity per initialized tick, walking outward from the pool's current tick: the range
 * holding `tickCurrent` has the pool's `liquidity`; crossing a tick upward adds its liquidityNet,
 * crossing it downward subtracts it (v3-core Pool.swap's crossing rule). A tick equal to
 * tickCurrent is already crossed (the pool sets tickCurrent = tick when it crosses up, tick − 1
 * when it crosses down). `ticks` must be ascending.
 */
export function activeLiquidity(
  ticks: readonly PopulatedTick[],
  tickCurrent: number,
  liquidity: bigint,
): TickLiquidity[] {
  const out: TickLiquidity[] = ticks.map((t) => ({ ...t, liquidityActive: 0n }))
  // The last initialized tick at or below the current one (-1: the price is below them all).
  let at = -1
  while (at + 1 < out.length && (out[at + 1] as TickLiquidity).tick <= tickCurrent) at++
  let above = liquidity
  for (let i = at; i >= 0; i--) {
    const t = out[i] as TickLiquidity
    t.liquidityActive = above
    above -= t.liquidityNet // the range below t
  }
  let current = liquidity
  for (let i = at + 1; i < out.length; i++) {
    const t = out[i] as TickLiquidity
    current += t.liquidityNet
    t.liquidityActive = current
  }
  return out
}

export interface DepthPoint {
  tick: number
  /** The view's price at `tick` (quote per base, human units): a float, for drawing only. */
  price: number
  /** Active liquidity from this price up to the next point's price (a step after). */
  liquidity: bigint
}

/** Human price of token0 in token1 at a tick, as a float: 1.0001^tick × 10^(decimals0 − decimals1). */
export function tickToFloatPrice(tick: number, decimals0: number, decimals1: number): number {
  return 1.0001 ** tick * 10 ** (decimals0 - decimals1)
}

/**
 * The depth series in the view "quote per base", ascending by price, each point the start of a
 * step. When base is token0 the price rises with the tick: each tick starts the range above it.
 * When base is token1 the price falls with the tick, so a tick starts (in price) the range below
 * it (its liquidityActive − liquidityNet).
 */
export function depthSeries(
  ticks: readonly TickLiquidity[],
  view: { base: Token; quote: Token },
): DepthPoint[] {
  const inverted = !view.base.sortsBefore(view.quote)
  const [token0, token1] = inverted ? [view.quote, view.base] : [view.base, view.quote]
  const priceOf = (tick: number): number => {
    const p = tickToFloatPrice(tick, token0.decimals, token1.decimals)
    return inverted ? 1 / p : p
  }
  if (!inverted)
    return ticks.map((t) => ({
      tick: t.tick,
      price: priceOf(t.tick),
      liquidity: t.liquidityActive,
    }))
  const points: DepthPoint[] = []
  for (let i = ticks.length - 1; i >= 0; i--) {
    const t = ticks[i] as TickLiquidity
    points.push({
      tick: t.tick,
      price: priceOf(t.tick),
      liquidity: t.liquidityActive - t.liquidityNet,
    })
  }
  return points
}
