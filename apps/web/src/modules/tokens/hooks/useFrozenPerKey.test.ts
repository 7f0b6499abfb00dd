// @vitest-environment jsdom
// A DOM: the hook renders (renderHook).
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useFrozenPerKey } from './useFrozenPerKey'

describe('useFrozenPerKey (issue 12 #2: the picker order is decided once per query)', () => {
  it('keeps the first value while the key stays, and takes the current one on a new key', () => {
    const { result, rerender } = renderHook(({ k, v }) => useFrozenPerKey(k, v), {
      initialProps: { k: '', v: 1 },
    })
    expect(result.current).toBe(1)
    rerender({ k: '', v: 2 })
    expect(result.current).toBe(1)
    rerender({ k: 'dai', v: 3 })
    expect(result.current).toBe(3)
    rerender({ k: 'dai', v: 4 })
    expect(result.current).toBe(3)
    rerender({ k: '', v: 5 })
    expect(result.current).toBe(5)
  })
})
