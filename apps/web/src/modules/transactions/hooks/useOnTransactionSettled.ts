// Runs `onSettled` once when the transaction `hash` stops being pending (its receipt is in), so a
// screen refreshes its reads at once rather than at the next poll. One mechanism for every write
// flow (v2 add/remove, v3 collect/remove, governance) instead of a pending-edge effect in each.
import { useEffect, useRef } from 'react'
import type { Hash } from 'viem'
import { useIsTransactionPending } from './transactions'

export function useOnTransactionSettled(hash: Hash | undefined, onSettled: () => void): void {
  const pending = useIsTransactionPending(hash)
  const wasPending = useRef(false)
  const latest = useRef(onSettled)
  useEffect(() => {
    latest.current = onSettled
  })
  useEffect(() => {
    if (pending) {
      wasPending.current = true
      return
    }
    if (!wasPending.current) return
    wasPending.current = false
    latest.current()
  }, [pending])
}
