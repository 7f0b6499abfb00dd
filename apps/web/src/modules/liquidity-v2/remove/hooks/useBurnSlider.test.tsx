import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BurnFormProvider, burnForm } from '../state/burnStore'
import { SLIDER_DEBOUNCE_MS, useBurnSlider } from './useBurnSlider'

afterEach(() => vi.useRealTimers())

function setup() {
  const store = burnForm.create()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BurnFormProvider store={store}>{children}</BurnFormProvider>
  )
  return { store, ...renderHook(() => useBurnSlider(), { wrapper }) }
}

describe('useBurnSlider (spec 02 §9: slider debounced 100 ms)', () => {
  it('moves at once and gives the form the last percent 100 ms after the last move', () => {
    vi.useFakeTimers()
    const { store, result } = setup()
    act(() => result.current.onSlide(30))
    act(() => vi.advanceTimersByTime(SLIDER_DEBOUNCE_MS - 1))
    act(() => result.current.onSlide(40))
    expect(result.current).toMatchObject({ sliderValue: 40, sliding: true })
    act(() => vi.advanceTimersByTime(SLIDER_DEBOUNCE_MS - 1))
    expect(store.getState().typedValue).toBe('0')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.sliding).toBe(false)
    expect(store.getState()).toMatchObject({
      independentField: 'LIQUIDITY_PERCENT',
      typedValue: '40',
    })
  })

  it('makes the percent the input again when moved back to the settled value after typing', () => {
    vi.useFakeTimers()
    const { store, result } = setup()
    act(() => result.current.onSlide(50))
    act(() => vi.advanceTimersByTime(SLIDER_DEBOUNCE_MS))
    act(() => store.getState().onUserInput('LIQUIDITY', '1.5'))
    act(() => result.current.onSlide(50))
    act(() => vi.advanceTimersByTime(SLIDER_DEBOUNCE_MS))
    expect(store.getState()).toMatchObject({
      independentField: 'LIQUIDITY_PERCENT',
      typedValue: '50',
    })
  })

  it('resets to 0 without a busy moment and without touching the form', () => {
    vi.useFakeTimers()
    const { store, result } = setup()
    act(() => result.current.onSlide(25))
    act(() => vi.advanceTimersByTime(SLIDER_DEBOUNCE_MS))
    act(() => store.getState().resetBurnState())
    act(() => result.current.resetSlider())
    expect(result.current).toMatchObject({ sliderValue: 0, sliding: false })
    act(() => vi.advanceTimersByTime(SLIDER_DEBOUNCE_MS))
    expect(store.getState().typedValue).toBe('0')
  })
})
