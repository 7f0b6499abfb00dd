// The Simple mode's slider (spec 02 §9 "slider 0 to 100, step 1, debounced 100 ms"): the handle
// moves at once; the burn form (state/burnStore) follows 100 ms after the last move, through the
// same shared debounce as v3 removal (lib/useDebouncedValue).
import { useCallback, useLayoutEffect, useState } from 'react'
import { useDebouncedValue } from '../../../../lib/useDebouncedValue'
import { useBurnForm } from '../state/burnStore'

export const SLIDER_DEBOUNCE_MS = 100

/**
 * One move of the handle. An object, not the bare percent: moving back to the value the last
 * settled move had must still make the percent the form's input again (after typing in Detailed
 * mode, say), so every move is a new value for the debounce.
 */
interface Slide {
  percent: number
}

export interface BurnSlider {
  /** Where the handle is (0 before any move and after a reset). */
  sliderValue: number
  /** A move not yet passed to the form: the form's amounts are stale until it settles. */
  sliding: boolean
  onSlide: (percent: number) => void
  /** Back to 0 without passing it to the form (the form resets its own state). */
  resetSlider: () => void
}

export function useBurnSlider(): BurnSlider {
  const onUserInput = useBurnForm((state) => state.onUserInput)
  const [slide, setSlide] = useState<Slide | null>(null)
  const settled = useDebouncedValue(slide, SLIDER_DEBOUNCE_MS)
  // A layout effect: the form takes the settled percent before the browser paints, so no frame
  // shows the handle settled over the previous amounts.
  useLayoutEffect(() => {
    if (settled) onUserInput('LIQUIDITY_PERCENT', String(settled.percent))
  }, [settled, onUserInput])
  const onSlide = useCallback((percent: number) => setSlide({ percent }), [])
  const resetSlider = useCallback(() => setSlide(null), [])
  return {
    sliderValue: slide?.percent ?? 0,
    // After a reset the debounce still holds the last move for 100 ms: that is not a move.
    sliding: slide !== null && slide !== settled,
    onSlide,
    resetSlider,
  }
}
