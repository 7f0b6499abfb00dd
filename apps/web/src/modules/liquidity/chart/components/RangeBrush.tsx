import { type KeyboardEvent, type PointerEvent, useEffect, useLayoutEffect, useRef } from 'react'
import { boundOrder, clampHandle, shiftRange } from '../utils/brush'
import type { XScale } from '../utils/geometry'
import { AREA_BOTTOM } from '../utils/geometry'
import type { HandleSide } from '../utils/handles'
import { CHART_WIDTH } from '../utils/zoom'
import { AREA_TOP_LINE, BrushHandle, type HandleView } from './BrushHandle'

export interface RangeBrushProps {
  min: HandleView
  max: HandleView
  x: XScale
  interactive: boolean
  /** The selected range's accessible name ('Price range'): it is a slider of its own. */
  rangeLabel: string
  /** The brush label for a handle at `price` (percent from the current price, or 0 / ∞). */
  labelFor: (side: HandleSide, price: number) => string
  /** A bound dropped at `price` (the form's range input; once per drag). */
  onMove: (side: HandleSide, price: number) => void
  /** The bounds while a drag lasts, per painted frame (the range boxes follow); null at its end. */
  onPreview: (bounds: { min: number | undefined; max: number | undefined } | null) => void
  onStep: (side: HandleSide, direction: 'increase' | 'decrease') => void
}

// spec 02 §9 "Brush label shown 1.5 s".
const LABEL_MS = 1500
const KEYS: Readonly<Record<string, 'increase' | 'decrease'>> = {
  ArrowRight: 'increase',
  ArrowUp: 'increase',
  ArrowLeft: 'decrease',
  ArrowDown: 'decrease',
}
const SIDES = ['min', 'max'] as const

type Xs = Record<HandleSide, number | undefined>

interface Drag {
  /** A handle, or the whole range (the shaded selection). */
  kind: HandleSide | 'range'
  startClientX: number
  /** Both handles' x at the start, and now. */
  from: Xs
  at: Xs
  /** The svg's box at the drag's start: reading it on every move would force layout. */
  left: number
  scale: number
}

const movedSides = (d: Drag): readonly HandleSide[] =>
  d.kind === 'range' ? boundOrder((d.at.min ?? 0) - (d.from.min ?? 0)) : [d.kind]

/**
 * The selected range and its two handles (spec 02 §2 "draggable min and max handles"; issue 34
 * #10: the shaded range drags as a whole). Pointer moves are coalesced to one paint per
 * animation frame that moves the handles, the selection and the labels straight in the DOM
 * (Uniswap/interface#3706 re-rendered the whole chart per move), and hands the bounds to
 * `onPreview` so the min/max boxes follow. The drop hands them to `onMove` once; the parent's new
 * bounds then render the handles where the rounded ticks put them.
 */
export function RangeBrush(props: RangeBrushProps) {
  const { min, max, x, interactive, rangeLabel, labelFor, onMove, onPreview, onStep } = props
  const group = { min: useRef<SVGGElement>(null), max: useRef<SVGGElement>(null) }
  const text = { min: useRef<SVGTextElement>(null), max: useRef<SVGTextElement>(null) }
  const selection = useRef<SVGRectElement>(null)
  const drag = useRef<Drag | null>(null)
  const frame = useRef(0)
  const timers = useRef<Record<HandleSide, number>>({ min: 0, max: 0 })
  const latest = useRef({ min, max, x, labelFor, onMove, onPreview })
  latest.current = { min, max, x, labelFor, onMove, onPreview }

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

  /** Draws the handles and the selection at `xs` (labels for `labelled` sides). */
  const paint = (xs: Xs, labelled: readonly HandleSide[]) => {
    for (const side of SIDES) {
      const at = xs[side]
      if (at === undefined) continue
      group[side].current?.setAttribute('transform', `translate(${at},0)`)
      if (labelled.includes(side)) showLabel(side, latest.current.x.invert(at), at)
    }
    if (xs.min !== undefined && xs.max !== undefined) {
      selection.current?.setAttribute('x', String(xs.min))
      selection.current?.setAttribute('width', String(Math.max(0, xs.max - xs.min)))
    }
  }
  const rendered = (): Xs => ({ min: latest.current.min.x, max: latest.current.max.x })

  const priceAt = (at: number | undefined) =>
    at === undefined ? undefined : latest.current.x.invert(at)

  // A bound that changed (a drop, a key, a typed input) shows its label for 1.5 s.
  const shown = useRef({ min: min.value, max: max.value })
  useEffect(() => {
    for (const side of SIDES) {
      const h = latest.current[side]
      if (shown.current[side] !== h.value && h.value !== undefined && h.x !== undefined)
        showLabel(side, h.value, h.x)
      shown.current[side] = h.value
    }
  })
  // A render mid-drag (a new block's price) puts the handles back at their props: the pointer's
  // place is drawn again before the browser paints.
  useLayoutEffect(() => {
    const d = drag.current
    if (d) paint(d.at, [])
  })
  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current)
      window.clearTimeout(timers.current.min)
      window.clearTimeout(timers.current.max)
    },
    [],
  )

  const onPointerDown = (kind: Drag['kind']) => (e: PointerEvent<SVGGElement | SVGRectElement>) => {
    const from = rendered()
    const svg = e.currentTarget.ownerSVGElement
    const placed =
      kind === 'range' ? from.min !== undefined && from.max !== undefined : from[kind] !== undefined
    if (!interactive || !placed || !svg || e.button !== 0) return
    e.preventDefault()
    e.currentTarget.focus()
    e.currentTarget.setPointerCapture(e.pointerId)
    const box = svg.getBoundingClientRect()
    drag.current = {
      kind,
      startClientX: e.clientX,
      from,
      at: { ...from },
      left: box.left,
      scale: CHART_WIDTH / box.width,
    }
  }

  const onPointerMove = (e: PointerEvent<SVGGElement | SVGRectElement>) => {
    const d = drag.current
    if (!d) return
    if (d.kind === 'range') {
      const moved = shiftRange(
        d.from.min ?? 0,
        d.from.max ?? 0,
        (e.clientX - d.startClientX) * d.scale,
      )
      d.at = { min: moved.lo, max: moved.hi }
    } else {
      const other = d.kind === 'min' ? d.from.max : d.from.min
      d.at = { ...d.at, [d.kind]: clampHandle(d.kind, (e.clientX - d.left) * d.scale, other) }
    }
    if (frame.current === 0)
      frame.current = requestAnimationFrame(() => {
        frame.current = 0
        const now = drag.current
        if (!now) return
        const moved = movedSides(now)
        paint(now.at, moved)
        // Only the moved bounds: a still one keeps its own text ('∞' at a limit).
        latest.current.onPreview({
          min: moved.includes('min') ? priceAt(now.at.min) : undefined,
          max: moved.includes('max') ? priceAt(now.at.max) : undefined,
        })
      })
  }

  const onPointerUp = () => {
    const d = drag.current
    if (!d) return
    drag.current = null
    cancelAnimationFrame(frame.current)
    frame.current = 0
    // Back to the bounds React rendered (a drop the parent ignores must not leave a handle astray).
    paint(rendered(), [])
    for (const side of movedSides(d)) {
      const price = priceAt(d.at[side])
      if (price !== undefined) latest.current.onMove(side, price)
    }
    latest.current.onPreview(null)
  }

  const onKeyDown = (kind: Drag['kind']) => (e: KeyboardEvent<SVGGElement | SVGRectElement>) => {
    const direction = KEYS[e.key]
    if (!interactive || !direction) return
    e.preventDefault()
    // The whole range steps both bounds, the leading one first (utils/brush boundOrder).
    const sides = kind === 'range' ? boundOrder(direction === 'increase' ? 1 : -1) : [kind]
    for (const side of sides) onStep(side, direction)
  }

  const dragProps = (kind: Drag['kind']) => ({
    tabIndex: interactive ? 0 : -1,
    'aria-readonly': !interactive || undefined,
    onPointerDown: onPointerDown(kind),
    onPointerMove,
    onPointerUp,
    onPointerCancel: onPointerUp,
    onKeyDown: onKeyDown(kind),
  })

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
          data-chart-handle="range"
          data-testid="liquidity-chart-selection"
          role="slider"
          aria-label={rangeLabel}
          aria-valuetext={`${min.text ?? ''} – ${max.text ?? ''}`}
          aria-valuenow={min.value}
          {...dragProps('range')}
        />
      )}
      {(['min', 'max'] as const).map((side) => {
        const h = side === 'min' ? min : max
        return h.x === undefined ? null : (
          <BrushHandle
            key={side}
            side={side}
            view={{ ...h, x: h.x }}
            groupRef={group[side]}
            labelRef={text[side]}
            {...dragProps(side)}
          />
        )
      })}
    </g>
  )
}
