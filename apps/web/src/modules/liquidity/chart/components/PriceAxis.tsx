import { memo } from 'react'
import { AREA_BOTTOM, type XScale } from '../utils/geometry'

export interface PriceAxisProps {
  x: XScale
  format: (price: number) => string
}

const TICKS = 5

/** The price axis under the area: a few round prices of the visible domain. */
export const PriceAxis = memo(function PriceAxis({ x, format }: PriceAxisProps) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an svg <g> is not focusable; the axis is decoration
    <g className="liquidity-chart__axis" aria-hidden="true">
      <line x1={0} x2={400} y1={AREA_BOTTOM} y2={AREA_BOTTOM} />
      {x
        .ticks(TICKS)
        .filter((t) => x(t) > 16 && x(t) < 384)
        .map((t) => (
          <text key={t} x={x(t)} y={AREA_BOTTOM + 16} textAnchor="middle">
            {format(t)}
          </text>
        ))}
    </g>
  )
})
