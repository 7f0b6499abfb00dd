import { useEffect, useState } from 'react'

/** `value`, settled for `delayMs` (spec 01 §9 Timing: 200 ms for quotes, name lookups and token search). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
