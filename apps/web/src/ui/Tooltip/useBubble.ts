import { type RefObject, useCallback, useEffect, useLayoutEffect, useState } from 'react'
import { placeBubble } from './placeBubble'

interface BubbleState {
  open: boolean
  show: () => void
  hide: () => void
  style: { left: number; top: number } | undefined
}

/**
 * Open state and viewport-clamped position of a tooltip bubble. While open, Escape closes it and
 * scrolling or resizing moves it with its trigger.
 */
export function useBubble(
  triggerRef: RefObject<HTMLElement | null>,
  bubbleRef: RefObject<HTMLElement | null>,
): BubbleState {
  const [open, setOpen] = useState(false)
  const [style, setStyle] = useState<{ left: number; top: number }>()
  const show = useCallback(() => setOpen(true), [])
  const hide = useCallback(() => setOpen(false), [])

  const place = useCallback(() => {
    const trigger = triggerRef.current
    const bubble = bubbleRef.current
    if (!trigger || !bubble) return
    const r = trigger.getBoundingClientRect()
    const { left, top } = placeBubble({
      trigger: { left: r.left, top: r.top, width: r.width, height: r.height },
      bubble: { width: bubble.offsetWidth, height: bubble.offsetHeight },
      viewport: { width: document.documentElement.clientWidth, height: window.innerHeight },
    })
    setStyle({ left, top })
  }, [triggerRef, bubbleRef])

  useLayoutEffect(() => {
    if (open) place()
    else setStyle(undefined)
  }, [open, place])

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        // Only the tooltip closes; a dialog around it stays open.
        e.stopPropagation()
        setOpen(false)
      }
    }
    document.addEventListener('keydown', onKey, true)
    window.addEventListener('scroll', place, true)
    window.addEventListener('resize', place)
    return () => {
      document.removeEventListener('keydown', onKey, true)
      window.removeEventListener('scroll', place, true)
      window.removeEventListener('resize', place)
    }
  }, [open, place])

  return { open, show, hide, style }
}
