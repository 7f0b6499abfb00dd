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
})
