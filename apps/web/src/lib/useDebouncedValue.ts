import { useLayoutEffect, useState } from 'react'

/** `value`, settled for `delayMs` (spec 01 §9 Timing: 200 ms for quotes, name lookups and token search). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  // A layout effect: the delay starts with the keystroke's render, not after the next frame
  // (a plain effect may wait for paint, adding ~16 ms to every quote; issue 5).
  // Nothing to settle while the value is the settled one (every mount): no timer to set and
  // clear, which costs each form's first render a little.
  const pending = !Object.is(value, settled)
  useLayoutEffect(() => {
    if (!pending) return
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs, pending])
  return settled
}
