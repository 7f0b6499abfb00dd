import { useCallback, useEffect, useRef, useState } from 'react'

/** spec 01 §9: copy confirmation 500 ms. */
export const COPY_CONFIRMATION_MS = 500

/** Copies text to the clipboard; `copied` stays true for COPY_CONFIRMATION_MS. */
export function useCopied(): [copied: boolean, copy: (text: string) => void] {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const copy = useCallback((text: string) => {
    navigator.clipboard?.writeText(text).catch(() => {})
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS)
  }, [])
  return [copied, copy]
}
