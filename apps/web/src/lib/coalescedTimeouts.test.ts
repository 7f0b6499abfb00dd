import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COALESCE_FROM_MS, COALESCE_SLACK_MS, coalescedTimeouts } from './coalescedTimeouts'

/** The fake clock's timers, counted: what the page's main thread would have set. */
function countedPlatform() {
  const platform = {
    setTimeout: vi.fn((callback: () => void, ms: number) => setTimeout(callback, ms)),
    clearTimeout: vi.fn((id: ReturnType<typeof setTimeout> | undefined) => clearTimeout(id)),
    setInterval: vi.fn((callback: () => void, ms: number) => setInterval(callback, ms)),
    clearInterval: vi.fn((id: ReturnType<typeof setTimeout> | undefined) => clearInterval(id)),
    now: () => Date.now(),
  }
  return platform
}

const GC_MS = 5 * 60_000

describe('coalescedTimeouts', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs a burst of long timeouts from one platform timer, none early, all within the slack', () => {
    const platform = countedPlatform()
    const timers = coalescedTimeouts(platform)
    const ran: number[] = []
    for (let i = 0; i < 40; i++) {
      timers.setTimeout(() => ran.push(Date.now()), GC_MS + i * 10)
      vi.advanceTimersByTime(1)
    }
    const start = Date.now() - 40
    expect(platform.setTimeout).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(GC_MS - 41)
    expect(ran).toHaveLength(0)
    vi.advanceTimersByTime(40 * 11 + COALESCE_SLACK_MS)
    expect(ran).toHaveLength(40)
    ran.forEach((at, i) => {
      expect(at - (start + i + GC_MS + i * 10)).toBeGreaterThanOrEqual(-COALESCE_SLACK_MS)
      expect(at - (start + i + GC_MS + i * 10)).toBeLessThanOrEqual(COALESCE_SLACK_MS)
    })
  })

  it('clears a long timeout without touching a platform timer, and it never runs', () => {
    const platform = countedPlatform()
    const timers = coalescedTimeouts(platform)
    const kept = vi.fn()
    const cleared = vi.fn()
    timers.setTimeout(kept, GC_MS)
    const id = timers.setTimeout(cleared, GC_MS)
    timers.clearTimeout(id)
    expect(platform.clearTimeout).not.toHaveBeenCalled()
    vi.advanceTimersByTime(GC_MS + COALESCE_SLACK_MS)
    expect(kept).toHaveBeenCalledTimes(1)
    expect(cleared).not.toHaveBeenCalled()
  })

  it('wakes earlier for a long timeout due well before the one it waits for', () => {
    const timers = coalescedTimeouts(countedPlatform())
    const late = vi.fn()
    const early = vi.fn()
    timers.setTimeout(late, GC_MS)
    timers.setTimeout(early, COALESCE_FROM_MS)
    vi.advanceTimersByTime(COALESCE_FROM_MS)
    expect(early).toHaveBeenCalledTimes(1)
    expect(late).not.toHaveBeenCalled()
    vi.advanceTimersByTime(GC_MS - COALESCE_FROM_MS)
    expect(late).toHaveBeenCalledTimes(1)
  })

  it('leaves short timeouts and intervals to the platform, to the millisecond', () => {
    const platform = countedPlatform()
    const timers = coalescedTimeouts(platform)
    const retry = vi.fn()
    const id = timers.setTimeout(retry, 1_000)
    timers.setTimeout(retry, 999)
    expect(platform.setTimeout).toHaveBeenCalledTimes(2)
    timers.clearTimeout(id)
    expect(platform.clearTimeout).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(999)
    expect(retry).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(10_000)
    expect(retry).toHaveBeenCalledTimes(1)
    const poll = vi.fn()
    const interval = timers.setInterval(poll, 4_000)
    vi.advanceTimersByTime(8_000)
    expect(poll).toHaveBeenCalledTimes(2)
    timers.clearInterval(interval)
    vi.advanceTimersByTime(8_000)
    expect(poll).toHaveBeenCalledTimes(2)
  })

  it('runs the other timeouts of a wake-up when one of them throws', async () => {
    const timers = coalescedTimeouts(countedPlatform())
    const after = vi.fn()
    const thrown: unknown[] = []
    const onError = (error: unknown) => thrown.push(error)
    process.on('uncaughtException', onError)
    timers.setTimeout(() => {
      throw new Error('gc failed')
    }, GC_MS)
    timers.setTimeout(after, GC_MS)
    vi.advanceTimersByTime(GC_MS)
    expect(after).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(thrown).toHaveLength(1))
    process.off('uncaughtException', onError)
  })
})
