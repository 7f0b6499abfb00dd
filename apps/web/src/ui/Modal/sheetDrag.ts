// spec 01 §2 "Dimensions": a modal is dismissed by dragging beyond 300 px or with a velocity above
// 3 (px per ms, downward), as the reference's bottom sheet on mobile.
export const SHEET_DISMISS_DISTANCE_PX = 300
export const SHEET_DISMISS_VELOCITY = 3

export interface DragSample {
  y: number
  t: number
}

/** Downward speed in px/ms over the samples of the last `windowMs` (0 with fewer than two). */
export function dragVelocity(samples: readonly DragSample[], windowMs = 100): number {
  const last = samples.at(-1)
  if (!last) return 0
  const recent = samples.filter((s) => last.t - s.t <= windowMs)
  const first = recent[0]
  if (!first || last.t === first.t) return 0
  return (last.y - first.y) / (last.t - first.t)
}

/** Whether a released drag of `offsetY` px (downward positive) at `velocity` closes the sheet. */
export function shouldDismissSheet({
  offsetY,
  velocity,
}: {
  offsetY: number
  velocity: number
}): boolean {
  return offsetY > SHEET_DISMISS_DISTANCE_PX || (velocity > SHEET_DISMISS_VELOCITY && offsetY > 0)
}
