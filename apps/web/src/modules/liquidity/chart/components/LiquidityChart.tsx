import { useLingui } from '@lingui/react'
import { memo, useCallback, useMemo, useRef } from 'react'
import { numberLocale } from '../../../../lib/format/numberLocale'
import type { TickGrid } from '../../range/feeTiers'
import { useChartZoom } from '../hooks/useChartZoom'
import { CHART_STRINGS as S } from '../strings'
import type { DepthPoint } from '../utils/depth'
import { AREA_BOTTOM, AREA_TOP, areaPath, baseXScale, handleX, yScaleOf } from '../utils/geometry'
import { type HandleSide, percentFromCurrent } from '../utils/handles'
import { CHART_HEIGHT, CHART_WIDTH, initialView, zoomLevels } from '../utils/zoom'
import { PriceAxis } from './PriceAxis'
import { RangeBrush } from './RangeBrush'
import { ZoomControls } from './ZoomControls'
import './LiquidityChart.css'

export interface ChartBound {
  /** The bound's price in the view, a float for drawing; undefined: no handle yet. */
  price: number | undefined
  /** The bound as the range inputs show it ('0' / '∞' at a usable limit). */
  text: string | undefined
  atLimit: boolean
}

export interface LiquidityChartProps {
  series: readonly DepthPoint[]
  /** The current price in the view (quote per base). */
  current: number
  fee: TickGrid
  min: ChartBound
  max: ChartBound
  interactive: boolean
  /** The svg's accessible name. */
  title: string
  /** A bound dropped at `price` by the pointer. */
  onMove: (side: HandleSide, price: number) => void
  /** The bounds while a drag lasts (null at its end): the range boxes follow them. */
  onPreview: (bounds: { min: number | undefined; max: number | undefined } | null) => void
  onStep: (side: HandleSide, direction: 'increase' | 'decrease') => void
  /** The reset button: the zoom returns to 1 here, the range to the initial one there. */
  onReset: () => void
}

const Area = memo(function Area({ d }: { d: string }) {
  return <path className="liquidity-chart__area" d={d} />
})

/**
 * The liquidity depth chart (spec 02 §2 price range section; §9 400x200, initial range and zoom
 * bounds): the active liquidity as steps over price, the current price line, the selected range
 * with its handles, and the zoom buttons. Pure: data in, callbacks out.
 */
export function LiquidityChart(props: LiquidityChartProps) {
  const { series, current, fee, min, max, interactive, title, onMove, onPreview, onStep, onReset } =
    props
  const { _, i18n } = useLingui()
  const svg = useRef<SVGSVGElement>(null)
  const levels = zoomLevels(fee)
  const zoom = useChartZoom(svg, levels)
  const base = useMemo(() => baseXScale(initialView(current, fee)), [current, fee])
  const x = useMemo(() => zoom.transform.rescaleX(base), [zoom.transform, base])
  const y = useMemo(() => yScaleOf(series), [series])
  const d = useMemo(() => areaPath(series, x, y), [series, x, y])
  const locale = numberLocale(i18n.locale)
  const formats = useMemo(
    () => ({
      price: new Intl.NumberFormat(locale, { maximumSignificantDigits: 4 }),
      percent: new Intl.NumberFormat(locale, {
        style: 'percent',
        maximumFractionDigits: 2,
        signDisplay: 'exceptZero',
      }),
    }),
    [locale],
  )
  const formatPrice = useCallback((p: number) => formats.price.format(p), [formats])
  const labelFor = useCallback(
    (side: HandleSide, price: number) => {
      const bound = side === 'min' ? min : max
      if (bound.atLimit && bound.price === price) return bound.text ?? ''
      return formats.percent.format(percentFromCurrent(price, current))
    },
    [formats, current, min, max],
  )
  const currentX = x(current)
  return (
    <div className="liquidity-chart" data-testid="liquidity-chart">
      <ZoomControls
        onZoomIn={zoom.zoomIn}
        onZoomOut={zoom.zoomOut}
        onReset={() => {
          zoom.reset()
          onReset()
        }}
      />
      {/* biome-ignore lint/a11y/useSemanticElements: an svg groups its sliders; a fieldset cannot hold svg */}
      <svg
        ref={svg}
        className="liquidity-chart__svg"
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        role="group"
        aria-label={title}
      >
        <defs>
          <clipPath id="liquidity-chart-clip">
            <rect x={0} y={0} width={CHART_WIDTH} height={CHART_HEIGHT} />
          </clipPath>
        </defs>
        <g clipPath="url(#liquidity-chart-clip)">
          <Area d={d} />
          {currentX >= 0 && currentX <= CHART_WIDTH && (
            <line
              className="liquidity-chart__current"
              data-testid="liquidity-chart-current"
              x1={currentX}
              x2={currentX}
              y1={AREA_TOP}
              y2={AREA_BOTTOM}
            >
              <title>{_(S.currentPrice)}</title>
            </line>
          )}
          <PriceAxis x={x} format={formatPrice} />
        </g>
        <RangeBrush
          x={x}
          interactive={interactive}
          labelFor={labelFor}
          onMove={onMove}
          onPreview={onPreview}
          rangeLabel={_(S.priceRange)}
          onStep={onStep}
          min={{ ...min, x: handleX(x, min.price), value: min.price, label: _(S.minPrice) }}
          max={{ ...max, x: handleX(x, max.price), value: max.price, label: _(S.maxPrice) }}
        />
      </svg>
    </div>
  )
}
