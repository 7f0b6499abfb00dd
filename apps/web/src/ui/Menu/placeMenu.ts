// Where a menu or popover goes so that all of it is on screen (issue 12 #1: at 375 px the network
// menu opened below the phone's bottom bar, off-screen). Pure: boxes in, box out, in viewport
// coordinates (getBoundingClientRect's).

import type { Box } from '../Tooltip/placeBubble'

export interface PlaceMenuParameters {
  /** The button that opens the menu. */
  anchor: Box
  /** The menu's natural size (before any limit). */
  menu: { width: number; height: number }
  viewport: { width: number; height: number }
  /** Right-to-left: the menu lines up with the anchor's left edge instead of its right edge. */
  rtl?: boolean
  /** Space between anchor and menu. */
  gap?: number
  /** Space kept free along the viewport's edges. */
  margin?: number
}

export interface MenuPlacement {
  top: number
  left: number
  width: number
  /** The menu scrolls inside this height when it is taller. */
  maxHeight: number
  side: 'below' | 'above'
}

/**
 * Below the anchor when the menu fits there (or there is more room below than above), else above
 * it (the phone's bottom bar); its end edge lines up with the anchor's, moved inwards as far as
 * needed to stay `margin` from the viewport's edges, and never wider than the viewport allows.
 */
export function placeMenu({
  anchor,
  menu,
  viewport,
  rtl = false,
  gap = 8,
  margin = 8,
}: PlaceMenuParameters): MenuPlacement {
  const width = Math.max(0, Math.min(menu.width, viewport.width - 2 * margin))
  const aligned = rtl ? anchor.left : anchor.left + anchor.width - width
  const left = clamp(aligned, margin, viewport.width - margin - width)

  const anchorBottom = anchor.top + anchor.height
  const roomBelow = Math.max(0, viewport.height - anchorBottom - gap - margin)
  const roomAbove = Math.max(0, anchor.top - gap - margin)
  if (menu.height <= roomBelow || roomBelow >= roomAbove)
    return { top: anchorBottom + gap, left, width, maxHeight: roomBelow, side: 'below' }
  const height = Math.min(menu.height, roomAbove)
  return { top: anchor.top - gap - height, left, width, maxHeight: roomAbove, side: 'above' }
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, Math.max(min, max)))
}
