import { useEffect, useState } from 'react'

/** True for `ms` after `value` changes (spec 01 §9: the block number flashes for 1 s). */
export function useFlash(value: unknown, ms: number): boolean {
  const [flashing, setFlashing] = useState(false)
  useEffect(() => {
    if (value === undefined) return
    setFlashing(true)
    const timer = setTimeout(() => setFlashing(false), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return flashing
}
