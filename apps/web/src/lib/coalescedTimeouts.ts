import type { ManagedTimerId, TimeoutCallback, TimeoutProvider } from '@tanstack/react-query'

/** Timeouts this long or longer share wake-ups: a query's cache lifetime (gcTime, minutes). */
export const COALESCE_FROM_MS = 10_000
/** How late a shared wake-up may run a timeout, so that neighbours fire together. */
export const COALESCE_SLACK_MS = 1_000

type PlatformId = ReturnType<typeof setTimeout>

export interface TimerPlatform {
  setTimeout: (callback: () => void, ms: number) => PlatformId
  clearTimeout: (id: PlatformId | undefined) => void
  setInterval: (callback: () => void, ms: number) => PlatformId
  clearInterval: (id: PlatformId | undefined) => void
  now: () => number
}

const browserTimers: TimerPlatform = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (id) => clearTimeout(id),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (id) => clearInterval(id),
  now: () => Date.now(),
}

/**
 * TanStack Query's timer backend (`timeoutManager.setTimeoutProvider`), with its long timeouts
 * coalesced. Every query starts a garbage-collection timeout when it is built and clears it when
 * a component subscribes, and /swap builds dozens at start-up: a platform timer set and cleared
 * for each, on the main thread (~10 ms observed in Lighthouse's traces, ×4 at its CPU slowdown,
 * bench/README.md). Long timeouts here wait in a table with one platform timer for the earliest;
 * short ones (retries, polling) stay platform timers, to the millisecond.
 */
export function coalescedTimeouts(platform: TimerPlatform = browserTimers): TimeoutProvider {
  const waiting = new Map<number, { due: number; callback: TimeoutCallback }>()
  let lastId = 0
  let wake: { due: number; id: PlatformId } | undefined

  const armFor = (due: number) => {
    if (wake && wake.due <= due + COALESCE_SLACK_MS) return
    if (wake) platform.clearTimeout(wake.id)
    wake = { due, id: platform.setTimeout(run, Math.max(0, due - platform.now())) }
  }

  function run() {
    wake = undefined
    const until = platform.now() + COALESCE_SLACK_MS
    const due: TimeoutCallback[] = []
    for (const [id, entry] of waiting)
      if (entry.due <= until) {
        waiting.delete(id)
        due.push(entry.callback)
      }
    let next = Number.POSITIVE_INFINITY
    for (const entry of waiting.values()) next = Math.min(next, entry.due)
    if (next < Number.POSITIVE_INFINITY) armFor(next)
    for (const callback of due)
      try {
        callback()
      } catch (error) {
        // One failing callback must not keep the others from running; it still surfaces.
        queueMicrotask(() => {
          throw error
        })
      }
  }

  return {
    setTimeout(callback, delay) {
      if (!(delay >= COALESCE_FROM_MS))
        return platform.setTimeout(callback, delay) as ManagedTimerId
      lastId -= 1
      const due = platform.now() + delay
      waiting.set(lastId, { due, callback })
      armFor(due)
      return lastId
    },
    clearTimeout(id) {
      // Coalesced ids are negative; the platform's are positive (or objects, in Node).
      if (typeof id === 'number' && id < 0) waiting.delete(id)
      else platform.clearTimeout(id as PlatformId | undefined)
    },
    setInterval: (callback, delay) => platform.setInterval(callback, delay) as ManagedTimerId,
    clearInterval: (id) => platform.clearInterval(id as PlatformId | undefined),
  }
}
