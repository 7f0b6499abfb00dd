// @vitest-environment jsdom
// A DOM: the hook renders (renderHook).
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useDebouncedValue } from './useDebouncedValue'

afterEach(() => vi.useRealTimers())

describe('useDebouncedValue', () => {
  it('settles on the last value once it has been stable for the delay', () => {
    vi.useFakeTimers()
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 200), {
      initialProps: { v: '' },
    })
    rerender({ v: 'd' })
    act(() => vi.advanceTimersByTime(100))
    rerender({ v: 'da' })
    act(() => vi.advanceTimersByTime(199))
    expect(result.current).toBe('')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe('da')
  })

  it('sets no timer while the value is the settled one, and settles a value typed back at once', () => {
    vi.useFakeTimers()
    const timers = vi.spyOn(globalThis, 'setTimeout')
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 200), {
      initialProps: { v: 'a' },
    })
    rerender({ v: 'a' })
    expect(timers).not.toHaveBeenCalled()
    rerender({ v: 'ab' })
    expect(timers).toHaveBeenCalledTimes(1)
    // Typed back before the delay: already the settled value, nothing left to wait for.
    rerender({ v: 'a' })
    act(() => vi.advanceTimersByTime(200))
    expect(result.current).toBe('a')
    expect(timers).toHaveBeenCalledTimes(1)
  })
})
