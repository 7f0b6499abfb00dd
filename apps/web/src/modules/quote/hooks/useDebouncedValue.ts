import { useEffect, useState } from 'react'

/**
 * `value` once it has stayed the same for `delayMs` (spec 01 §9 Timing: 200 ms input debounce
 * for quotes). Starts with the first value, so a page opened with an amount quotes at once.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return debounced
}
