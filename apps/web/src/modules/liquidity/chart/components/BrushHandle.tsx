import type { KeyboardEvent, PointerEvent, RefObject } from 'react'
import { AREA_BOTTOM } from '../utils/geometry'
import type { HandleSide } from '../utils/handles'

export interface HandleView {
  /** x in the viewBox, or undefined: no handle (no bound yet). */
  x: number | undefined
  /** The handle's price as a number (aria-valuenow). */
  value: number | undefined
  /** The handle's value as the inputs show it, '0' / '∞' at a limit (aria-valuetext). */
  text: string | undefined
  /** Accessible name ('Min price'). */
  label: string
}

// The selection and the handles' grips start below the brush labels.
export const AREA_TOP_LINE = 14

export interface BrushHandleProps {
  side: HandleSide
  view: HandleView & { x: number }
  groupRef: RefObject<SVGGElement | null>
  labelRef: RefObject<SVGTextElement | null>
  tabIndex: number
  'aria-readonly': boolean | undefined
  onPointerDown: (e: PointerEvent<SVGGElement>) => void
  onPointerMove: (e: PointerEvent<SVGGElement>) => void
  onPointerUp: () => void
  onPointerCancel: () => void
  onKeyDown: (e: KeyboardEvent<SVGGElement>) => void
}

/** One range handle (spec 02 §2): a slider named and valued like its range input. */
export function BrushHandle({ side, view, groupRef, labelRef, ...events }: BrushHandleProps) {
  return (
    <g
      ref={groupRef}
      className={`liquidity-chart__handle liquidity-chart__handle--${side}`}
      transform={`translate(${view.x},0)`}
      data-chart-handle={side}
      data-testid={`liquidity-chart-handle-${side}`}
      role="slider"
      aria-label={view.label}
      aria-valuetext={view.text}
      aria-valuenow={view.value}
      {...events}
    >
      <rect className="liquidity-chart__hit" x={-14} y={0} width={28} height={AREA_BOTTOM} />
      <line
        className="liquidity-chart__handle-line"
        x1={0}
        x2={0}
        y1={AREA_TOP_LINE}
        y2={AREA_BOTTOM}
      />
      <rect
        className="liquidity-chart__grip"
        // Grips point into the range, so a handle at the chart's edge stays whole on screen.
        x={side === 'min' ? 0 : -12}
        y={AREA_TOP_LINE}
        width={12}
        height={28}
        rx={3}
      />
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an svg <text> is not focusable; the slider's aria-valuetext says it */}
      <text ref={labelRef} className="liquidity-chart__brush-label" y={10} aria-hidden="true" />
    </g>
  )
}
