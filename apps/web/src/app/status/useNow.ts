import { useEffect, useState } from 'react'

/** Date.now(), refreshed every `intervalMs` (the stall check reads the wall clock). */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
