// Drawing geometry of the 400x200 chart (spec 02 §9): the area between AREA_TOP and AREA_BOTTOM,
// the price axis below it. d3-scale and d3-shape turn the depth series into one path, computed
// once per zoom (the handles move on their own during a drag).
import { type ScaleLinear, scaleLinear } from 'd3-scale'
import { area, curveStepAfter } from 'd3-shape'
import type { DepthPoint } from './depth'
import { CHART_HEIGHT, CHART_WIDTH } from './zoom'

export const AREA_TOP = 16
export const AREA_BOTTOM = CHART_HEIGHT - 24
export type XScale = ScaleLinear<number, number>

/** The x scale at zoom 1: the initial range [min, max] across the chart's width. */
export function baseXScale(domain: readonly [number, number]): XScale {
  return scaleLinear().domain(domain).range([0, CHART_WIDTH])
}

/** The y scale: zero liquidity at the area's bottom, the series' largest at its top. */
export function yScaleOf(series: readonly DepthPoint[]): XScale {
  let max = 0
  for (const p of series) max = Math.max(max, Number(p.liquidity))
  return scaleLinear()
    .domain([0, max || 1])
    .range([AREA_BOTTOM, AREA_TOP])
}

// Far outside the chart a price's x is huge (a tick at 1e-30); the path clamps it just past
// the edges, which draws the same steps inside the chart.
const clampX = (x: number): number => Math.min(Math.max(x, -2), CHART_WIDTH + 2)

const areaGenerator = area<{ x: number; y: number }>()
  .curve(curveStepAfter)
  .x((d) => d.x)
  .y0(AREA_BOTTOM)
  .y1((d) => d.y)

/** The SVG path of the steps visible in the x scale's domain (one step on each side beyond it). */
export function areaPath(series: readonly DepthPoint[], x: XScale, y: XScale): string {
  const [lo, hi] = x.domain() as [number, number]
  let from = 0
  while (from + 1 < series.length && (series[from + 1] as DepthPoint).price <= lo) from++
  let to = from
  while (to + 1 < series.length && (series[to] as DepthPoint).price < hi) to++
  const points = series
    .slice(from, to + 1)
    .map((p) => ({ x: clampX(x(p.price)), y: y(Number(p.liquidity)) }))
  return areaGenerator(points) ?? ''
}

/** A handle's x for a price: clamped to the chart so a far bound (0, ∞) sits at its edge. */
export function handleX(x: XScale, price: number | undefined): number | undefined {
  if (price === undefined || !Number.isFinite(price)) return undefined
  return Math.min(Math.max(x(price), 0), CHART_WIDTH)
}
