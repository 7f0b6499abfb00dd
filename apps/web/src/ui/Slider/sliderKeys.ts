export interface SliderRange {
  min: number
  max: number
  step: number
}

/**
 * The value a slider moves to on a key, or null for other keys (WAI-ARIA APG slider): arrows move
 * one step, Page Up/Down a tenth of the range, Home/End to the ends. The track is mirrored in
 * right-to-left text, so there the left arrow increases.
 */
export function sliderKeyValue(
  key: string,
  value: number,
  { min, max, step }: SliderRange,
  rtl = false,
): number | null {
  const big = Math.max(step, (max - min) / 10)
  const up = rtl ? 'ArrowLeft' : 'ArrowRight'
  const down = rtl ? 'ArrowRight' : 'ArrowLeft'
  let next: number
  if (key === up || key === 'ArrowUp') next = value + step
  else if (key === down || key === 'ArrowDown') next = value - step
  else if (key === 'PageUp') next = value + big
  else if (key === 'PageDown') next = value - big
  else if (key === 'Home') next = min
  else if (key === 'End') next = max
  else return null
  return Math.min(max, Math.max(min, next))
}
