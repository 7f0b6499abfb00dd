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
  // initial view 0.5–2 × 1 over 400 units: price p sits at (p − 0.5) / 1.5 × 400
  min: { price: 0.875, text: '0.875', atLimit: false },
  max: { price: 1.25, text: '1.25', atLimit: false },
  interactive: true,
  title: 'Liquidity depth',
  onDrop: vi.fn(),
  onStep: vi.fn(),
  onReset: vi.fn(),
  ...over,
})

describe('LiquidityChart', () => {
  it('names its handles as sliders reading the range inputs values', () => {
    render(<LiquidityChart {...props()} />)
    const min = screen.getByRole('slider', { name: 'Min price' })
    expect(min.getAttribute('aria-valuetext')).toBe('0.875')
    expect(min.getAttribute('transform')).toBe('translate(100,0)')
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
    const { container } = render(<LiquidityChart {...p} />)
    const svg = container.querySelector('svg.liquidity-chart__svg') as SVGSVGElement
    // 800 CSS px wide: 2 px per viewBox unit
    svg.getBoundingClientRect = () => ({ left: 0, width: 800 }) as DOMRect
    const min = screen.getByRole('slider', { name: 'Min price' })
    min.setPointerCapture = () => {}
    const dropped = () => (p.onDrop as ReturnType<typeof vi.fn>).mock.lastCall
    fireEvent.pointerDown(min, { button: 0, pointerId: 1, clientX: 200 })
    fireEvent.pointerMove(min, { pointerId: 1, clientX: 300 }) // x 150 → price 1.0625
    fireEvent.pointerUp(min, { pointerId: 1 })
    expect(dropped()?.[0]).toBe('min')
    expect(dropped()?.[1]).toBeCloseTo(1.0625, 12)
    fireEvent.pointerDown(min, { button: 0, pointerId: 1, clientX: 200 })
    fireEvent.pointerMove(min, { pointerId: 1, clientX: 790 }) // past max (x 200) → x 199
    fireEvent.pointerUp(min, { pointerId: 1 })
    expect(dropped()?.[1]).toBeCloseTo(0.5 + (199 / 400) * 1.5, 12)
    // Nothing re-rendered: the handle is back where its props put it until new props arrive.
    expect(min.getAttribute('transform')).toBe('translate(100,0)')
  })

  it('reset returns the zoom and asks for the initial range', () => {
    const p = props()
    render(<LiquidityChart {...p} />)
    fireEvent.click(screen.getByRole('button', { name: 'Reset zoom and range' }))
    expect(p.onReset).toHaveBeenCalled()
  })
})
