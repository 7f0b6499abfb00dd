import { type PointerEvent, useCallback, useRef, useState } from 'react'
import { type DragSample, dragVelocity, shouldDismissSheet } from './sheetDrag'

interface SheetDrag {
  /** Current downward offset (px) while dragging; 0 at rest. */
  offsetY: number
  dragging: boolean
  handlers: {
    onPointerDown: (e: PointerEvent<HTMLElement>) => void
    onPointerMove: (e: PointerEvent<HTMLElement>) => void
    onPointerUp: (e: PointerEvent<HTMLElement>) => void
    onPointerCancel: (e: PointerEvent<HTMLElement>) => void
  }
}

/** Drag-to-dismiss for a bottom sheet, attached to its grab handle. */
export function useSheetDrag(onDismiss: () => void): SheetDrag {
  const [offsetY, setOffsetY] = useState(0)
  const [dragging, setDragging] = useState(false)
  const start = useRef<number | null>(null)
  const samples = useRef<DragSample[]>([])

  const onPointerDown = useCallback((e: PointerEvent<HTMLElement>) => {
    start.current = e.clientY
    samples.current = [{ y: 0, t: e.timeStamp }]
    setDragging(true)
    e.currentTarget.setPointerCapture?.(e.pointerId)
  }, [])

  const onPointerMove = useCallback((e: PointerEvent<HTMLElement>) => {
    if (start.current === null) return
    const y = e.clientY - start.current
    samples.current = [...samples.current.slice(-20), { y, t: e.timeStamp }]
    // Upward drags are resisted: the sheet only follows the finger downward.
    setOffsetY(y > 0 ? y : y / 4)
  }, [])

  const end = useCallback(
    (e: PointerEvent<HTMLElement>, released: boolean) => {
      if (start.current === null) return
      const y = e.clientY - start.current
      start.current = null
      setDragging(false)
      setOffsetY(0)
      if (released && shouldDismissSheet({ offsetY: y, velocity: dragVelocity(samples.current) })) {
        onDismiss()
      }
    },
    [onDismiss],
  )

  return {
    offsetY,
    dragging,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (e) => end(e, true),
      onPointerCancel: (e) => end(e, false),
    },
  }
}
