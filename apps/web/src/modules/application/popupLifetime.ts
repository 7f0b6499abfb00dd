import { useEffect } from 'react'
import { useRemovePopup } from './hooks'
import type { Popup } from './store'

/**
 * Hides `popup` after its `removeAfterMs` (null: never). A popup replaced under the same key is
 * a new object, so its timer starts again from the replacement.
 */
export function usePopupLifetime(popup: Popup): void {
  const remove = useRemovePopup()
  useEffect(() => {
    if (popup.removeAfterMs === null) return
    const timer = setTimeout(() => remove(popup.key), popup.removeAfterMs)
    return () => clearTimeout(timer)
  }, [popup, remove])
}
