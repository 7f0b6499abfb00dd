// The chain's clock, ticking each second (spec 02 §4 countdown; the unclaimed UNI ticking up
// between reads): the browser's time shifted by how far the last read block's timestamp was
// from it, so a devnet whose time was moved (evm_increaseTime) counts right.
import { useEffect, useState } from 'react'

export function useChainNow(clockOffset: number): number {
  const [now, setNow] = useState(() => Date.now() / 1000)
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now() / 1000), 1000)
    return () => clearInterval(id)
  }, [])
  return now + clockOffset
}
