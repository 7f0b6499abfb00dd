import { select } from 'd3-selection'
import { type ZoomBehavior, type ZoomTransform, zoom, zoomIdentity } from 'd3-zoom'
import { type RefObject, useEffect, useMemo, useState } from 'react'
import { CHART_HEIGHT, CHART_WIDTH, type ZoomLevels } from '../utils/zoom'

export interface ChartZoom {
  transform: ZoomTransform
  zoomIn: () => void
  zoomOut: () => void
  reset: () => void
}

// The reference chart doubles or halves the zoom per button press.
const ZOOM_STEP = 2

/**
 * d3-zoom on the chart's svg within the tier's bounds (spec 02 §9): the wheel zooms and dragging
 * the background with a mouse pans; a drag that starts on a handle is the handle's. The transform is
 * React state: the area is redrawn per zoom, never per handle move.
 */
export function useChartZoom(svg: RefObject<SVGSVGElement | null>, levels: ZoomLevels): ChartZoom {
  const [transform, setTransform] = useState<ZoomTransform>(zoomIdentity)
  const behavior = useMemo<ZoomBehavior<SVGSVGElement, unknown>>(
    () =>
      zoom<SVGSVGElement, unknown>()
        .scaleExtent([levels.min, levels.max])
        .extent([
          [0, 0],
          [CHART_WIDTH, CHART_HEIGHT],
        ])
        // No touch gestures on the chart: on a phone the chart spans the screen, and a swipe
        // over it must scroll the page (the buttons zoom; the handles take touch drags).
        .touchable(() => false)
        .filter((event: Event & { button?: number; ctrlKey?: boolean }) => {
          const target = event.target as Element | null
          if (target?.closest('[data-chart-handle]')) return false
          return (!event.ctrlKey || event.type === 'wheel') && !event.button
        })
        .on('zoom', (event: { transform: ZoomTransform }) => setTransform(event.transform)),
    [levels],
  )
  useEffect(() => {
    const node = svg.current
    if (!node) return
    const selection = select(node)
    selection.call(behavior)
    return () => {
      selection.on('.zoom', null)
    }
  }, [svg, behavior])
  return useMemo(() => {
    const run = (f: (s: ReturnType<typeof select<SVGSVGElement, unknown>>) => void) => {
      if (svg.current) f(select(svg.current))
    }
    return {
      transform,
      zoomIn: () => run((s) => behavior.scaleBy(s, ZOOM_STEP)),
      zoomOut: () => run((s) => behavior.scaleBy(s, 1 / ZOOM_STEP)),
      reset: () => run((s) => behavior.transform(s, zoomIdentity)),
    }
  }, [svg, behavior, transform])
}
