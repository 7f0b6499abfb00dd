import { type ReactNode, Suspense, useEffect, useState } from 'react'

/**
 * Mounts `children` in a task of their own after the page has painted (issue 5, Lighthouse):
 * parts of the shell that show nothing at start-up — the transaction updater, toasts, the
 * status bar, modals, token-list refreshes — would otherwise render, and run their effects, in
 * the same long task as the swap form, on the path to the first paint and blocking input.
 * Each instance waits for the next frame (or 100 ms, in a hidden tab), then one timer, so every
 * deferred group is its own task rather than one long one. Parts given as lazy components
 * (app/afterPaintParts.ts) also load only then, so their code is not in the initial JS.
 */
/** Longer than a frame on a slow phone; what a hidden tab waits instead of a frame. */
const FRAME_FALLBACK_MS = 100

export function AfterFirstPaint({ children }: { children: ReactNode }): ReactNode {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const next = () => {
      cancelAnimationFrame(frame)
      clearTimeout(fallback)
      timer = setTimeout(() => setPainted(true))
    }
    const frame = requestAnimationFrame(next)
    // A tab opened in the background gets no frames: its updaters must not wait for a visit.
    const fallback = setTimeout(next, FRAME_FALLBACK_MS)
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(fallback)
      clearTimeout(timer)
    }
  }, [])
  // Suspense: the deferred parts are usually lazy components (app/afterPaintParts.ts).
  return painted ? <Suspense fallback={null}>{children}</Suspense> : null
}
