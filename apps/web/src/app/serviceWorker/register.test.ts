import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { whenPageSettled } from './register'

describe('whenPageSettled', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  /** A stand-in for the resource observer: `load()` is a file starting to load. */
  function files() {
    let onEntry: (() => void) | undefined
    let stopped = false
    return {
      observe: (cb: () => void) => {
        onEntry = cb
        return () => {
          stopped = true
        }
      },
      load: () => onEntry?.(),
      stopped: () => stopped,
    }
  }

  async function settledAfter(ms: number, settled: () => boolean): Promise<boolean> {
    await vi.advanceTimersByTimeAsync(ms)
    return settled()
  }

  it('resolves once no file has started loading for the quiet time, and stops observing', async () => {
    const page = files()
    let settled = false
    void whenPageSettled({ quietMs: 2_000, maxMs: 20_000 }, page.observe).then(() => {
      settled = true
    })
    expect(await settledAfter(1_999, () => settled)).toBe(false)
    expect(await settledAfter(1, () => settled)).toBe(true)
    expect(page.stopped()).toBe(true)
  })

  it('waits again after each file that starts loading', async () => {
    const page = files()
    let settled = false
    void whenPageSettled({ quietMs: 2_000, maxMs: 20_000 }, page.observe).then(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(1_500)
    page.load()
    expect(await settledAfter(1_500, () => settled)).toBe(false)
    page.load()
    expect(await settledAfter(1_999, () => settled)).toBe(false)
    expect(await settledAfter(1, () => settled)).toBe(true)
  })

  it('resolves at the cap when files keep loading', async () => {
    const page = files()
    let settled = false
    void whenPageSettled({ quietMs: 2_000, maxMs: 5_000 }, page.observe).then(() => {
      settled = true
    })
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(1_000)
      page.load()
    }
    // 4 s in, the last file 0 s ago: only the cap (5 s) can end the wait before 6 s.
    expect(await settledAfter(999, () => settled)).toBe(false)
    expect(await settledAfter(1, () => settled)).toBe(true)
    expect(page.stopped()).toBe(true)
  })
})
