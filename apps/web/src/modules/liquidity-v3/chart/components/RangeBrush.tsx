import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from 'react'
import type { XScale } from '../utils/geometry'
import { AREA_BOTTOM } from '../utils/geometry'
import type { HandleSide } from '../utils/handles'
import { CHART_WIDTH } from '../utils/zoom'

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

export interface RangeBrushProps {
  min: HandleView
  max: HandleView
  x: XScale
  interactive: boolean
  /** The brush label for a handle at `price` (percent from the current price, or 0 / ∞). */
  labelFor: (side: HandleSide, price: number) => string
  onDrop: (side: HandleSide, price: number) => void
  onStep: (side: HandleSide, direction: 'increase' | 'decrease') => void
}

// The selection and the handles' grips start below the brush labels.
const AREA_TOP_LINE = 14
// spec 02 §9 "Brush label shown 1.5 s".
const LABEL_MS = 1500
// Handles never cross: the min stays this far (viewBox units) left of the max.
const MIN_GAP = 1
const KEYS: Readonly<Record<string, 'increase' | 'decrease'>> = {
  ArrowRight: 'increase',
  ArrowUp: 'increase',
  ArrowLeft: 'decrease',
  ArrowDown: 'decrease',
}

interface Drag {
  side: HandleSide
  x: number
  /** The svg's box at the drag's start: reading it on every move would force layout. */
  left: number
  scale: number
}

/**
 * The selected range and its two handles (spec 02 §2 "draggable min and max handles"). During a
 * drag nothing re-renders in React: pointer moves are coalesced to one paint per animation frame
 * that moves the handle, the selection and the label straight in the DOM (Uniswap/interface#3706
 * re-rendered the whole chart per move). The drop hands the price to `onDrop`; the parent's new
 * bounds then render the handle where the rounded tick puts it.
 */
export function RangeBrush({
  min,
  max,
  x,
  interactive,
  labelFor,
  onDrop,
  onStep,
}: RangeBrushProps) {
  const group = { min: useRef<SVGGElement>(null), max: useRef<SVGGElement>(null) }
  const text = { min: useRef<SVGTextElement>(null), max: useRef<SVGTextElement>(null) }
  const selection = useRef<SVGRectElement>(null)
  const drag = useRef<Drag | null>(null)
  const frame = useRef(0)
  const timers = useRef<Record<HandleSide, number>>({ min: 0, max: 0 })
  const latest = useRef({ min, max, x, labelFor })
  latest.current = { min, max, x, labelFor }

  const showLabel = (side: HandleSide, price: number, at: number) => {
    const node = text[side].current
    if (!node) return
    node.textContent = latest.current.labelFor(side, price)
    // Keep the label inside the chart near the edges.
    node.setAttribute('text-anchor', at < 60 ? 'start' : at > CHART_WIDTH - 60 ? 'end' : 'middle')
    node.style.opacity = '1'
    window.clearTimeout(timers.current[side])
    timers.current[side] = window.setTimeout(() => {
      node.style.opacity = '0'
    }, LABEL_MS)
  }

  const paint = (side: HandleSide, at: number) => {
    group[side].current?.setAttribute('transform', `translate(${at},0)`)
    const lo = side === 'min' ? at : latest.current.min.x
    const hi = side === 'max' ? at : latest.current.max.x
    if (lo !== undefined && hi !== undefined) {
      selection.current?.setAttribute('x', String(lo))
      selection.current?.setAttribute('width', String(Math.max(0, hi - lo)))
    }
    showLabel(side, latest.current.x.invert(at), at)
  }

  // Back to the bounds React rendered (a drop the parent ignores must not leave a handle astray).
  const restore = () => {
    for (const side of ['min', 'max'] as const) {
      const at = latest.current[side].x
      if (at !== undefined) group[side].current?.setAttribute('transform', `translate(${at},0)`)
    }
    const { min: lo, max: hi } = latest.current
    if (lo.x !== undefined && hi.x !== undefined) {
      selection.current?.setAttribute('x', String(lo.x))
      selection.current?.setAttribute('width', String(Math.max(0, hi.x - lo.x)))
    }
  }

  // A bound that changed (a drop, a key, a typed input) shows its label for 1.5 s.
  const shown = useRef({ min: min.value, max: max.value })
  useEffect(() => {
    for (const side of ['min', 'max'] as const) {
      const h = latest.current[side]
      if (shown.current[side] !== h.value && h.value !== undefined && h.x !== undefined)
        showLabel(side, h.value, h.x)
      shown.current[side] = h.value
    }
  })
  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current)
      window.clearTimeout(timers.current.min)
      window.clearTimeout(timers.current.max)
    },
    [],
  )

  const onPointerDown = (side: HandleSide) => (e: PointerEvent<SVGGElement>) => {
    const at = latest.current[side].x
    const svg = e.currentTarget.ownerSVGElement
    if (!interactive || at === undefined || !svg || e.button !== 0) return
    e.preventDefault()
    e.currentTarget.focus()
    e.currentTarget.setPointerCapture(e.pointerId)
    const box = svg.getBoundingClientRect()
    drag.current = { side, x: at, left: box.left, scale: CHART_WIDTH / box.width }
  }

  const onPointerMove = (e: PointerEvent<SVGGElement>) => {
    const d = drag.current
    if (!d) return
    const { min: lo, max: hi } = latest.current
    let at = (e.clientX - d.left) * d.scale
    at = Math.min(Math.max(at, 0), CHART_WIDTH)
    if (d.side === 'min' && hi.x !== undefined) at = Math.min(at, hi.x - MIN_GAP)
    if (d.side === 'max' && lo.x !== undefined) at = Math.max(at, lo.x + MIN_GAP)
    d.x = at
    if (frame.current === 0)
      frame.current = requestAnimationFrame(() => {
        frame.current = 0
        const now = drag.current
        if (now) paint(now.side, now.x)
      })
  }

  const onPointerUp = () => {
    const d = drag.current
    if (!d) return
    drag.current = null
    cancelAnimationFrame(frame.current)
    frame.current = 0
    restore()
    onDrop(d.side, latest.current.x.invert(d.x))
  }

  const onKeyDown = (side: HandleSide) => (e: KeyboardEvent<SVGGElement>) => {
    const direction = KEYS[e.key]
    if (!interactive || !direction) return
    e.preventDefault()
    onStep(side, direction)
  }

  const handle = (side: HandleSide, h: HandleView) =>
    h.x === undefined ? null : (
      <g
        ref={group[side]}
        className={`liquidity-chart__handle liquidity-chart__handle--${side}`}
        transform={`translate(${h.x},0)`}
        data-chart-handle={side}
        data-testid={`liquidity-chart-handle-${side}`}
        role="slider"
        tabIndex={interactive ? 0 : -1}
        aria-label={h.label}
        aria-valuetext={h.text}
        aria-valuenow={h.value}
        aria-readonly={!interactive || undefined}
        onPointerDown={onPointerDown(side)}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown(side)}
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
        <text ref={text[side]} className="liquidity-chart__brush-label" y={10} aria-hidden="true" />
      </g>
    )

  return (
    <g className="liquidity-chart__brush">
      {min.x !== undefined && max.x !== undefined && (
        <rect
          ref={selection}
          className="liquidity-chart__selection"
          x={min.x}
          y={AREA_TOP_LINE}
          width={Math.max(0, max.x - min.x)}
          height={AREA_BOTTOM - AREA_TOP_LINE}
        />
      )}
      {handle('min', min)}
      {handle('max', max)}
    </g>
  )
}
