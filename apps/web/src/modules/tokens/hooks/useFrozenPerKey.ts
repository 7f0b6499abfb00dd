import { useState } from 'react'

/**
 * `value` as it was when `key` last changed (issue 12 #2: picker rows must not move under the
 * pointer). The picker orders its rows by the balances known when it opens (or when the search
 * text settles on a new query); balances that arrive later update the figures, not the order.
 */
export function useFrozenPerKey<T>(key: string, value: T): T {
  const [frozen, setFrozen] = useState({ key, value })
  // React's "adjust state during render" pattern: a new key takes the value of this render.
  if (frozen.key !== key) {
    setFrozen({ key, value })
    return value
  }
  return frozen.value
}
