import { type ReactNode, useEffect, useState } from 'react'

/**
 * Mounts `children` in a task of their own after the page has painted (issue 5, Lighthouse):
 * parts of the shell that show nothing at start-up — the transaction updater, toasts, the
 * status bar, modals, token-list refreshes — would otherwise render, and run their effects, in
 * the same long task as the swap form, on the path to the first paint and blocking input.
 * Each instance waits for the next frame, then one timer, so every deferred group is its own
 * task rather than one long one.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }): ReactNode {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  return painted ? children : null
}
