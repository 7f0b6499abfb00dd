import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { FeeAmount } from '@uniswap/v3-sdk'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DepthPoint } from '../utils/depth'
import { LiquidityChart, type LiquidityChartProps } from './LiquidityChart'

afterEach(cleanup)

const SERIES: DepthPoint[] = [
  { tick: -6960, price: 0.5, liquidity: 10n },
  { tick: 0, price: 1, liquidity: 30n },
  { tick: 6960, price: 2, liquidity: 0n },
]

const props = (over: Partial<LiquidityChartProps> = {}): LiquidityChartProps => ({
  series: SERIES,
  current: 1,
  fee: FeeAmount.MEDIUM,
  // first view 0.3125–2.1875 (the 0.5–2 range with an eighth of it each side, issue 34 #10)
  // over 400 units: price p sits at (p − 0.3125) / 1.875 × 400
  min: { price: 0.875, text: '0.875', atLimit: false },
  max: { price: 1.25, text: '1.25', atLimit: false },
  interactive: true,
  title: 'Liquidity depth',
  onMove: vi.fn(),
  onPreview: vi.fn(),
  onStep: vi.fn(),
  onReset: vi.fn(),
  ...over,
})

/** Renders the chart 800 CSS px wide (2 px per viewBox unit) and returns the named slider. */
function renderDraggable(p: LiquidityChartProps, name: string): HTMLElement {
  const { container } = render(<LiquidityChart {...p} />)
  const svg = container.querySelector('svg.liquidity-chart__svg') as SVGSVGElement
  svg.getBoundingClientRect = () => ({ left: 0, width: 800 }) as DOMRect
  const slider = screen.getByRole('slider', { name })
  slider.setPointerCapture = () => {}
  return slider
}

describe('LiquidityChart', () => {
  it('names its handles as sliders reading the range inputs values', () => {
    render(<LiquidityChart {...props()} />)
    const min = screen.getByRole('slider', { name: 'Min price' })
    expect(min.getAttribute('aria-valuetext')).toBe('0.875')
    expect(min.getAttribute('transform')).toBe('translate(120,0)')
    expect(screen.getByRole('slider', { name: 'Max price' }).getAttribute('aria-valuetext')).toBe(
      '1.25',
    )
  })

  it('reads 0 and ∞ for bounds at the limits, their handles at the chart edges', () => {
    const p = props({
      min: { price: 1e-38, text: '0', atLimit: true },
      max: { price: 3e38, text: '∞', atLimit: true },
    })
    render(<LiquidityChart {...p} />)
    const min = screen.getByRole('slider', { name: 'Min price' })
    const max = screen.getByRole('slider', { name: 'Max price' })
    expect([min.getAttribute('aria-valuetext'), max.getAttribute('aria-valuetext')]).toEqual([
      '0',
      '∞',
    ])
    expect(min.getAttribute('transform')).toBe('translate(0,0)')
    expect(max.getAttribute('transform')).toBe('translate(400,0)')
  })

  it('arrow keys step a focused handle up or down', () => {
    const p = props()
    render(<LiquidityChart {...p} />)
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Max price' }), { key: 'ArrowLeft' })
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Min price' }), { key: 'ArrowUp' })
    expect(p.onStep).toHaveBeenNthCalledWith(1, 'max', 'decrease')
    expect(p.onStep).toHaveBeenNthCalledWith(2, 'min', 'increase')
  })

  it('a read-only chart ignores keys', () => {
    const p = props({ interactive: false })
    render(<LiquidityChart {...p} />)
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Max price' }), { key: 'ArrowLeft' })
    expect(p.onStep).not.toHaveBeenCalled()
  })

  it('a drag drops the handle at the pointer price, never past the other handle', () => {
    const p = props()
    const min = renderDraggable(p, 'Min price')
    const moved = () => (p.onMove as ReturnType<typeof vi.fn>).mock.lastCall
    fireEvent.pointerDown(min, { button: 0, pointerId: 1, clientX: 240 })
    fireEvent.pointerMove(min, { pointerId: 1, clientX: 300 }) // x 150 → price 1.015625
    fireEvent.pointerUp(min, { pointerId: 1 })
    expect(moved()?.[0]).toBe('min')
    expect(moved()?.[1]).toBeCloseTo(0.3125 + (150 / 400) * 1.875, 12)
    fireEvent.pointerDown(min, { button: 0, pointerId: 1, clientX: 240 })
    fireEvent.pointerMove(min, { pointerId: 1, clientX: 790 }) // past max (x 200) → x 199
    fireEvent.pointerUp(min, { pointerId: 1 })
    expect(moved()?.[1]).toBeCloseTo(0.3125 + (199 / 400) * 1.875, 12)
    // Nothing re-rendered: the handle is back where its props put it until new props arrive.
    expect(min.getAttribute('transform')).toBe('translate(120,0)')
  })

  it('dragging the shaded range moves both bounds by the same distance', () => {
    const p = props()
    const range = renderDraggable(p, 'Price range')
    fireEvent.pointerDown(range, { button: 0, pointerId: 1, clientX: 300 })
    fireEvent.pointerMove(range, { pointerId: 1, clientX: 380 }) // +40 viewBox units
    fireEvent.pointerUp(range, { pointerId: 1 })
    const calls = (p.onMove as ReturnType<typeof vi.fn>).mock.calls
    // The drag's end clears the boxes' preview (the form has the dropped bounds now).
    expect(p.onPreview).toHaveBeenLastCalledWith(null)
    // Moving right, the max goes first so the range never reads inverted.
    expect(calls.map((c) => c[0])).toEqual(['max', 'min'])
    const at = (x: number) => 0.3125 + (x / 400) * 1.875
    expect(calls[0]?.[1]).toBeCloseTo(at(240), 12)
    expect(calls[1]?.[1]).toBeCloseTo(at(160), 12)
  })

  it('arrow keys on the shaded range step both bounds, the leading one first', () => {
    const p = props()
    render(<LiquidityChart {...p} />)
    const range = screen.getByRole('slider', { name: 'Price range' })
    expect(range.getAttribute('aria-valuetext')).toBe('0.875 – 1.25')
    fireEvent.keyDown(range, { key: 'ArrowLeft' })
    expect((p.onStep as ReturnType<typeof vi.fn>).mock.calls).toEqual([
      ['min', 'decrease'],
      ['max', 'decrease'],
    ])
  })

  it('reset returns the zoom and asks for the initial range', () => {
    const p = props()
    render(<LiquidityChart {...p} />)
    fireEvent.click(screen.getByRole('button', { name: 'Reset zoom and range' }))
    expect(p.onReset).toHaveBeenCalled()
  })

  it("shows a changed bound's label for spec 02 §9's 1.5 s, then hides it", () => {
    vi.useFakeTimers()
    try {
      const { container, rerender } = render(<LiquidityChart {...props()} />)
      const label = () =>
        container.querySelector(
          '[data-testid="liquidity-chart-handle-min"] .liquidity-chart__brush-label',
        ) as SVGTextElement
      rerender(<LiquidityChart {...props({ min: { price: 0.9, text: '0.9', atLimit: false } })} />)
      expect(label().style.opacity).toBe('1')
      expect(label().textContent).not.toBe('')
      vi.advanceTimersByTime(1_499)
      expect(label().style.opacity).toBe('1')
      vi.advanceTimersByTime(1)
      expect(label().style.opacity).toBe('0')
    } finally {
      vi.useRealTimers()
    }
  })
})
