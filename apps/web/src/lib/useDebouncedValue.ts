import { useLayoutEffect, useState } from 'react'

/** `value`, settled for `delayMs` (spec 01 §9 Timing: 200 ms for quotes, name lookups and token search). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  // A layout effect: the delay starts with the keystroke's render, not after the next frame
  // (a plain effect may wait for paint, adding ~16 ms to every quote; issue 5).
  useLayoutEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
