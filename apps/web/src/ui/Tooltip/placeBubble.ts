export interface Box {
  left: number
  top: number
  width: number
  height: number
}

export interface PlaceBubbleParameters {
  /** The trigger's viewport rectangle. */
  trigger: Box
  /** The bubble's size. */
  bubble: { width: number; height: number }
  viewport: { width: number; height: number }
  /** Space kept between the bubble and the viewport's edges and the trigger. */
  margin?: number
}

/**
 * Where a tooltip goes (fixed position): above the trigger and centred on it, below when there is
 * no room above, and shifted sideways so it never leaves the viewport — at 320 px a 280 px bubble
 * beside a trigger at the edge still fits (issue 11 §2).
 */
export function placeBubble({ trigger, bubble, viewport, margin = 8 }: PlaceBubbleParameters): {
  left: number
  top: number
  side: 'top' | 'bottom'
} {
  const centre = trigger.left + trigger.width / 2
  const maxLeft = Math.max(margin, viewport.width - bubble.width - margin)
  const left = Math.min(maxLeft, Math.max(margin, centre - bubble.width / 2))
  const above = trigger.top - bubble.height - margin
  if (above >= margin) return { left, top: above, side: 'top' }
  return { left, top: trigger.top + trigger.height + margin, side: 'bottom' }
}
